import styled from '@emotion/styled';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { color, mq, radius, space, weight } from '../../styles/theme';
import { useMessages } from '../../i18n/messages';
import { ErrorBoundary } from './ErrorBoundary';
import { RouteAnnouncerProvider } from '../../app/RouteFocus';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSuggestion } from './LanguageSuggestion';

export const MAIN_ID = 'main';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/* Fixed, so that wherever the page is scrolled, focus arriving on it (Shift+Tab back to the top) finds it on screen. */
const SkipLink = styled.a`
  position: fixed;
  inset-inline-start: ${space[4]};
  top: ${space[2]};
  z-index: 100;
  padding: ${space[3]} ${space[4]};
  border-radius: ${radius.md};
  background: ${color.ink};
  color: ${color.onInk};
  font-weight: ${weight.semibold};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
  ${mq.print} {
    display: none;
  }
`;

const Main = styled.main`
  flex: 1 0 auto;
  &:focus {
    outline: none;
  }
`;

/** Set on <html> once React has hydrated the page: its interactive parts now answer. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document hydrated. It sits inside the page's Suspense boundary, which React hydrates
 * in a pass after the header's: the mark waits for the page itself, so a form found there answers.
 */
function HydratedMark() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}

export function Layout() {
  const { pathname } = useLocation();
  const skipLink = useMessages('shell')('skipLink');
  return (
    <Page>
      <SkipLink href={`#${MAIN_ID}`}>{skipLink}</SkipLink>
      <Header />
      <RouteAnnouncerProvider>
        <Main id={MAIN_ID} tabIndex={-1}>
          <ErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
              <HydratedMark />
            </Suspense>
          </ErrorBoundary>
        </Main>
      </RouteAnnouncerProvider>
      <Footer />
      <LanguageSuggestion />
    </Page>
  );
}
