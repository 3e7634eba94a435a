import { useCopy, useLocale } from '../../i18n/copy';
import { LANGUAGE_MENU_CLASS } from '../../styles/languageMenuCss';
import { LanguageLinks } from './LanguageLinks';

/** Lucide's globe as one path (see ThemeControl for why not the icon component). */
const GLOBE = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20';

/**
 * The header's language switcher. From `md`, in the bar: a native disclosure (it opens and
 * closes without JavaScript) showing the page's language over the same page's links in every
 * language. Below `md`, in the menu panel: the label and the links, open in a row. One of the
 * two is shown at a time, by CSS.
 */
export function LanguageMenu() {
  const { label } = useCopy('shell').language;
  const locale = useLocale();
  return (
    <div className={LANGUAGE_MENU_CLASS}>
      <details>
        <summary>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={GLOBE} />
          </svg>
          <span>{label}</span> <span>{locale.short}</span>
        </summary>
        <LanguageLinks />
      </details>
      <div>
        <span>{label}</span>
        <LanguageLinks />
      </div>
    </div>
  );
}
