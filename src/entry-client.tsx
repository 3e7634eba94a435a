// Development: React Fast Refresh's runtime, before any component (the server writes the HTML, so
// Vite cannot add it there); an empty module in a build.
import '@vitejs/plugin-react/preamble';
import { startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { startCampaign } from './components/marketing/campaign';
import { BOOT_DATA_ID, type BootData } from './app/bootData';
import { Document } from './app/Document';
import { loadPage, loadPagesOnIntent } from './app/pages';
import { splitLocale } from './i18n/locales';
import { registerMessages, setMessagesUrls } from './i18n/messages';
import { routeAt } from './routes';
import { createBrowserStyleCache, cssTextOf, SHARED_STYLESHEET_ID, STYLESHEET_ID } from './styles/emotionCache';
import { THEME_SCRIPT_ID } from './styles/themeChoice';

// The document renders again with exactly what the server put in it: its stylesheets, theme
// script and boot data, read back from the page.
const shared = document.getElementById(SHARED_STYLESHEET_ID) as HTMLLinkElement | null;
const styles = { shared: shared?.getAttribute('href') ?? undefined, own: document.getElementById(STYLESHEET_ID)?.textContent ?? '' };
const themeScript = document.getElementById(THEME_SCRIPT_ID)?.textContent ?? '';
const bootData = document.getElementById(BOOT_DATA_ID)?.textContent ?? '';
const { config, shell, messages } = JSON.parse(bootData) as BootData;
const cache = createBrowserStyleCache([cssTextOf(shared?.sheet), styles.own]);
// The page's language is its path's prefix; the router's basename keeps it out of route paths.
const { locale, path } = splitLocale(window.location.pathname);
// The boot data's shell describes this page alone; another page brings the whole shell (src/app/pages.tsx).
registerMessages(locale.code, 'shell', shell, { whole: false });
setMessagesUrls(messages);
// Development: the shell's messages come in the boot data; importing their module too lets an edit to it refresh in place.
if (import.meta.hot) void import(/* @vite-ignore */ messages[`${locale.code}/shell`]!);

// The address the visitor landed on, kept in memory for the visit: store links carry its campaign
// once hydrated, on this page and every later one (decisions 021 and 025).
startCampaign();

/** Resolves in a later task, so the browser can paint or handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The page's code and messages first, so hydration renders exactly what the server sent.
// react-dom's client is set up in a task of its own: evaluated with everything else it made
// the longest task of starting up.
// Hydration runs as a transition: React works in slices of a few milliseconds and yields
// between them, so a tap on the server-rendered page is never held up behind one long task.
void Promise.all([loadPage(routeAt(path), locale.code), nextTask()])
  .then(() => import('react-dom/client'))
  .then(({ hydrateRoot }) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <Document cache={cache} config={config} locale={locale} styles={styles} themeScript={themeScript} bootData={bootData}>
          <BrowserRouter basename={locale.prefix || undefined}>
            <App />
          </BrowserRouter>
        </Document>,
      );
    });
    loadPagesOnIntent(locale);
  });
