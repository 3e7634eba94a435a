import { useCallback, useRef, useState } from 'react';
import { useLocale, useMessages } from '../../i18n/messages';
import { LANGUAGE_LIST_CLASS, LANGUAGE_MENU_CLASS } from '../../styles/languageMenuCss';
import { LanguageLinks } from './LanguageLinks';
import { useDismissal } from './useDismissal';

/** Lucide's globe as one path (see ThemeControl for why not the icon component). */
const GLOBE = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20';

/**
 * The header's language switcher from `md`, in the bar: a native disclosure (it opens and
 * closes without JavaScript) behind a globe, over the same page's links in every language.
 * (Below `md` the menu panel holds `LanguageList` instead.)
 */
export function LanguageMenu() {
  const label = useMessages('shell')('language.label');
  const locale = useLocale();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const [parts] = useState(() => [details]);
  // Once the page runs, an open list closes on Escape (focus back on the globe), a click outside
  // and focus leaving, so it never covers what has focus below. Without JavaScript it stays the
  // browser's own disclosure, opened and closed by its summary.
  const close = useCallback((returnFocus: boolean) => {
    details.current!.open = false;
    if (returnFocus) summary.current?.focus();
  }, []);
  // The element's own state: it opens before any event about it is heard.
  const isOpen = useCallback(() => details.current?.open ?? false, []);
  useDismissal(isOpen, parts, close);
  return (
    <details ref={details} className={LANGUAGE_MENU_CLASS}>
      <summary ref={summary}>
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
  const label = useMessages('shell')('language.label');
  return (
    <div className={LANGUAGE_LIST_CLASS}>
      <span>{label}</span>
      <LanguageLinks />
    </div>
  );
}
