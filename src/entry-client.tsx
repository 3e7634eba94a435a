import { startTransition } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { BOOT_GLOBAL } from './boot';
import { defaultSiteConfig } from './content/site';
import { Document } from './Document';
import { preloadPage } from './pageRegistry';
import { findRoute } from './routes';
import { createEmotionCache } from './styles/emotionCache';

const boot = window[BOOT_GLOBAL] ?? { config: defaultSiteConfig };

// The nonce is read from the property of a nonced element: browsers hide the attribute's
// value from the DOM, so nothing injected into the page can read it back.
const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
const cache = createEmotionCache(nonce);

/** Resolves in a later task, so the browser can paint or handle input in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Load the current page's chunk first so hydration renders exactly what the server sent.
// react-dom's client is set up in a task of its own: evaluated with everything else it made
// the longest task of starting up.
// Hydration runs as a transition: React then works in slices of a few milliseconds and yields
// between them, so a tap or a scroll on the server-rendered page is never held up behind one
// long task (a discrete event on a part not hydrated yet makes React hydrate that part first).
void Promise.all([preloadPage(findRoute(window.location.pathname)?.page ?? 'NotFound'), nextTask()])
  .then(() => import('react-dom/client'))
  .then(({ hydrateRoot }) => {
    startTransition(() => {
      hydrateRoot(
        document,
        <Document cache={cache} config={boot.config}>
          <BrowserRouter>
            <App fault={boot.fault} />
          </BrowserRouter>
        </Document>,
      );
    });
  });
