import { useEffect, useRef } from 'react';
import { useWords, useLocale } from '../../i18n/words';
import { LANGUAGE_LIST_CLASS, LANGUAGE_MENU_CLASS } from '../../styles/languageMenuCss';
import { LanguageLinks } from './LanguageLinks';

/** Lucide's globe as one path (see ThemeControl for why not the icon component). */
const GLOBE = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20';

/**
 * Once the page runs: an open disclosure closes on Escape (focus back on its globe), on a tap
 * outside it, and when focus moves out of it, so its list never covers what has focus below.
 * Without JavaScript it stays the browser's own disclosure, opened and closed by its summary.
 */
function useDismissibleDisclosure() {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const outside = (target: EventTarget | null) => target instanceof Node && !details.contains(target);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      details.open = false;
      details.querySelector('summary')?.focus();
    };
    const onClick = (event: MouseEvent) => {
      if (outside(event.target)) details.open = false;
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) details.open = false;
    };
    const onToggle = () => {
      const listen = details.open ? document.addEventListener.bind(document) : document.removeEventListener.bind(document);
      listen('keydown', onKeyDown);
      listen('click', onClick);
      listen('focusin', onFocusIn);
    };
    details.addEventListener('toggle', onToggle);
    // Opened before the page ran: listen from now on.
    if (details.open) onToggle();
    return () => {
      details.removeEventListener('toggle', onToggle);
      details.open = false;
      onToggle();
    };
  }, []);
  return ref;
}

/**
 * The header's language switcher from `md`, in the bar: a native disclosure (it opens and
 * closes without JavaScript) behind a globe, over the same page's links in every language.
 * (Below `md` the menu panel holds `LanguageList` instead.)
 */
export function LanguageMenu() {
  const { label } = useWords('shell').language;
  const locale = useLocale();
  const ref = useDismissibleDisclosure();
  return (
    <details ref={ref} className={LANGUAGE_MENU_CLASS}>
      <summary>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={GLOBE} />
        </svg>
        <span>{`${label}: ${locale.name}`}</span>
      </summary>
      <LanguageLinks />
    </details>
  );
}

/** Below `md`, in the menu panel: the label and the links, open in two columns. */
export function LanguageList() {
  const { label } = useWords('shell').language;
  return (
    <div className={LANGUAGE_LIST_CLASS}>
      <span>{label}</span>
      <LanguageLinks />
    </div>
  );
}
