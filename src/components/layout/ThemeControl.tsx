import { useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/messages';
import { THEME_CONTROL_CLASS } from '../../styles/themeControlCss';
import { chooseTheme, currentThemeChoice, subscribeThemeChoice, THEME_CHOICES, type ThemeChoice } from '../../styles/themeChoice';

/*
 * Lucide's monitor, sun and moon, each drawn as one path: three icon components would weigh
 * more than the rest of the control, which every route loads. Stroke and size come from the
 * control's stylesheet (src/styles/themeControlCss.ts).
 */
const iconPaths: Record<ThemeChoice, string> = {
  system: 'M4 3h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 21h8M12 17v4',
  light:
    'M16 12a4 4 0 1 1-8 0 4 4 0 0 1 8 0zM12 2v2M12 20v2M4.93 4.93l1.41 1.41M17.66 17.66l1.41 1.41M2 12h2M20 12h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41',
  dark: 'M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401',
};

const LABEL_ID = 'theme-control-label';

/** The server cannot know a visitor's choice: it renders none, and the browser fills it in. */
const unknownOnServer = () => null;

/**
 * System, Light or Dark, as a native radio group: Tab reaches it, the arrow keys change the
 * choice, and a screen reader announces each choice with its state. Until hydration the radios
 * are disabled (nothing could act on them yet) and none is checked, while the highlighted
 * segment already shows the choice in force. Every size is fixed, so hydration shifts nothing.
 */
export function ThemeControl() {
  const choice = useSyncExternalStore(subscribeThemeChoice, currentThemeChoice, unknownOnServer);
  const t = useMessages('shell');
  return (
    <div className={THEME_CONTROL_CLASS} role="radiogroup" aria-labelledby={LABEL_ID}>
      <span id={LABEL_ID}>{t('theme.label')}</span>
      <span>
        {THEME_CHOICES.map((value) => (
          <label key={value}>
            <input
              type="radio"
              name="theme"
              value={value}
              checked={choice === value}
              disabled={choice === null}
              onChange={() => chooseTheme(value)}
            />
            <span>
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d={iconPaths[value]} />
              </svg>
              <span>{t(`theme.choices.${value}`)}</span>
            </span>
          </label>
        ))}
      </span>
    </div>
  );
}
