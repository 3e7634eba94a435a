import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { VisuallyHidden } from '../components/ui/VisuallyHidden';

const AnnounceContext = createContext<(message: string) => void>(() => {});

/** A polite live region that reads out the new page title after client-side navigation. */
export function RouteAnnouncerProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState('');
  return (
    <AnnounceContext.Provider value={setMessage}>
      {children}
      <VisuallyHidden aria-live="polite" aria-atomic="true" data-route-announcer="">
        {message}
      </VisuallyHidden>
    </AnnounceContext.Provider>
  );
}

let isFirstPage = true;

/**
 * Rendered after each page's content, so its effect runs once the page is on screen. The first
 * page keeps the browser's focus and scroll; every later one starts at the top with focus on its
 * heading, and its title is announced.
 */
export function RouteFocus() {
  const announce = useContext(AnnounceContext);
  useEffect(() => {
    if (isFirstPage) {
      isFirstPage = false;
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    announce(document.title);
  }, [announce]);
  return null;
}
