import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { LAYOUT_CLASS } from '../styles/frameClasses';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** A polite live region that reads out the new page title after client-side navigation. */
export function RouteAnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  return (
    <AnnounceContext.Provider value={setMessage}>
      {children}
      <span className={LAYOUT_CLASS.announcer} aria-live="polite" aria-atomic="true" data-route-announcer="">
        {message}
      </span>
    </AnnounceContext.Provider>
  );
}

let isFirstPage = true;

/** Focuses an element that cannot take focus from the keyboard (a heading) without scrolling to it. */
function focusQuietly(element: HTMLElement) {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/** The id a URL's fragment names (`#faq` → `faq`), or '' for one that does not decode. */
function fragmentId(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return '';
  }
}

/**
 * Where a link with a fragment lands (`/support#contact`): its target scrolled clear of the
 * header (the document's scroll padding), and focus on the target, or on the heading that opens
 * it, so the next Tab and a screen reader continue from there as they would after a page load.
 */
function landOn(target: HTMLElement) {
  target.scrollIntoView({ block: 'start' });
  focusQuietly(target.hasAttribute('tabindex') ? target : (target.querySelector<HTMLElement>('h1, h2, h3') ?? target));
}

/**
 * Rendered after each page's content, so its effect runs once the page is on screen. The first
 * page keeps the browser's focus and scroll (which lands on a fragment by itself); every later
 * one starts at the top with focus on its heading, or at the fragment's target, and its title
 * is announced. A link to a fragment of the page already shown lands there too; going back and
 * forth within a page is left to the browser.
 */
export function RouteFocus() {
  const announce = useContext(AnnounceContext);
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(false);
  useEffect(() => {
    const newPage = !shown.current;
    shown.current = true;
    if (isFirstPage) {
      isFirstPage = false;
      return;
    }
    if (!newPage && (navigationType === 'POP' || hash === '')) return;
    const target = hash === '' ? null : document.getElementById(fragmentId(hash));
    if (target) landOn(target);
    else if (newPage) {
      window.scrollTo(0, 0);
      const heading = document.querySelector<HTMLElement>('main h1');
      if (heading) focusQuietly(heading);
    }
    if (newPage) announce(document.title);
    // `key`: every navigation, including a link to where the page already is.
  }, [announce, key, hash, navigationType]);
  return null;
}
