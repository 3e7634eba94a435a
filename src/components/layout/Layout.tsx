import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { deferredSection, markPageHydrated } from '../../app/deferred';
import { useMessages } from '../../i18n/messages';
import { LAYOUT_CLASS } from '../../styles/frameClasses';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteAnnouncerProvider } from '../../app/RouteFocus';
import { Header } from './Header';

export const MAIN_ID = 'main';

/** Links and words only: its code comes once the page has hydrated (src/app/deferred.tsx). */
const Footer = deferredSection(() => import('./Footer').then((module) => module.Footer), { until: 'idle' });

/** Nothing in the server's HTML (it speaks only after hydration): its code comes with the footer's. */
const LanguageSuggestion = deferredSection(() => import('./LanguageSuggestion').then((module) => module.LanguageSuggestion), {
  until: 'idle',
});

/**
 * Tells the deferred sections the page has hydrated (the document is marked hydrated once they
 * have too: src/app/deferred.tsx). It sits inside the page's Suspense boundary, which React
 * hydrates in a pass after the header's: the mark waits for the page itself, so a form found there answers.
 */
function HydratedMark() {
  useEffect(markPageHydrated, []);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  const skipLink = useMessages('shell')('skipLink');
  return (
    <div className={LAYOUT_CLASS.page}>
      <a className={LAYOUT_CLASS.skipLink} href={`#${MAIN_ID}`}>
        {skipLink}
      </a>
      <Header />
      <RouteAnnouncerProvider>
        <main id={MAIN_ID} tabIndex={-1} className={LAYOUT_CLASS.main}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
              <HydratedMark />
            </Suspense>
          </ErrorBoundary>
        </main>
      </RouteAnnouncerProvider>
      <Footer />
      <LanguageSuggestion />
    </div>
  );
}
