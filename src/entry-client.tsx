import { startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { BOOT_DATA_ID, type BootData } from './bootData';
import { Document } from './Document';
import { registerWords, setBundleUrls, setDocumentLocale } from './i18n/words';
import { splitLocale } from './i18n/locales';
import { preloadPage } from './pageRegistry';
import { findRoute } from './routes';
import { createBrowserStyleCache, STYLESHEET_ID } from './styles/emotionCache';
import { THEME_SCRIPT_ID } from './styles/themeChoice';

// The document renders again with exactly what the server put in it: its stylesheet, theme
// script and boot data, read back from the page.
const stylesheet = document.getElementById(STYLESHEET_ID)?.textContent ?? '';
const themeScript = document.getElementById(THEME_SCRIPT_ID)?.textContent ?? '';
const bootData = document.getElementById(BOOT_DATA_ID)?.textContent ?? '';
const { config, shell, words } = JSON.parse(bootData) as BootData;
const cache = createBrowserStyleCache(stylesheet);
// The page's language is its path's prefix; the router's basename keeps it out of route paths.
const { locale, path } = splitLocale(window.location.pathname);
setDocumentLocale(locale.code);
registerWords(`${locale.code}/shell`, shell);
setBundleUrls(words);

/** Resolves in a later task, so the browser can paint or handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Load the current page's chunk and its language's words first, so hydration renders exactly
// what the server sent.
// react-dom's client is set up in a task of its own: evaluated with everything else it made
// the longest task of starting up.
// Hydration runs as a transition: React then works in slices of a few milliseconds and yields
// between them, so a tap or a scroll on the server-rendered page is never held up behind one
// long task (a discrete event on a part not hydrated yet makes React hydrate that part first).
void Promise.all([preloadPage(findRoute(path)?.page ?? 'NotFound', locale.code), nextTask()])
  .then(() => import('react-dom/client'))
  .then(({ hydrateRoot }) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <Document cache={cache} config={config} locale={locale} stylesheet={stylesheet} themeScript={themeScript} bootData={bootData}>
          <BrowserRouter basename={locale.prefix || undefined}>
            <App />
          </BrowserRouter>
        </Document>,
      );
    });
  });
