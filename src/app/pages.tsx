import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { fetchDeferredSections, firstPageHydrated, MountedAfresh } from './deferred';
import { loadMessages } from '../i18n/messages';
import { splitLocale, type Locale, type LocaleCode } from '../i18n/locales';
import { findRoute, type AppRoute } from '../routes';
import { pageModule } from './modules';

/** What every page receives: its title, description and heading in the page's language (the shell's `pages`). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's main heading (its only h1). */
  heading: string;
}

export interface PageProps {
  meta: PageMeta;
}

type PageModule = { default: ComponentType<PageProps> };

/** One chunk per page (src/app/modules.ts: `pageModule`). */
const pageModules = import.meta.glob<PageModule>('/src/pages/*.tsx');

const loaded = new Map<string, ComponentType<PageProps>>();
const lazyPages = new Map<string, LazyExoticComponent<ComponentType<PageProps>>>();

/** Loads a page's code and its messages in one language, together; once resolved, the page renders without suspending. */
export async function loadPage({ page, messages }: Pick<AppRoute, 'page' | 'messages'>, locale: LocaleCode): Promise<PageModule> {
  const load = pageModules[`/${pageModule(page)}`];
  if (!load) throw new Error(`No page module for ${page}`);
  const [module] = await Promise.all([load(), loadMessages(locale, messages)]);
  loaded.set(page, module.default);
  fetchDeferredSections(locale);
  return module;
}

/** Another page than the document's: its code, its messages and the whole shell, of which the boot data holds this page's part alone. */
const anotherPage = ({ page, messages }: Pick<AppRoute, 'page' | 'messages'>) => ({ page, messages: ['shell' as const, ...messages] });

/**
 * A route's page: rendered directly once loaded (on the server, and the first page in the browser),
 * so hydration never suspends; any other page suspends once while its code and messages arrive.
 */
export function Page({ route, meta, locale }: { route: Pick<AppRoute, 'page' | 'messages'>; meta: PageMeta; locale: LocaleCode }) {
  // A page mounting once the first has hydrated is a client navigation's: it hydrates nothing.
  const [afresh] = useState(firstPageHydrated);
  let Shown: ComponentType<PageProps> | undefined = loaded.get(route.page);
  if (!Shown) {
    // A document's language never changes under it (another language is another document).
    let Lazy = lazyPages.get(route.page);
    if (!Lazy) {
      Lazy = lazy(() => loadPage(anotherPage(route), locale));
      lazyPages.set(route.page, Lazy);
    }
    Shown = Lazy;
  }
  return afresh ? (
    <MountedAfresh>
      <Shown meta={meta} />
    </MountedAfresh>
  ) : (
    <Shown meta={meta} />
  );
}

/**
 * Browser only: brings a page's code and messages as soon as a visitor points at, touches or
 * focuses a link to it in the document's language, so the tap finds them loaded and the next
 * page renders at once instead of waiting on the network.
 */
export function loadPagesOnIntent(locale: Locale): void {
  const load = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href^="/"]') : null;
    if (!link) return;
    const target = splitLocale(link.pathname);
    const route = target.locale === locale ? findRoute(target.path) : undefined;
    if (route && !loaded.has(route.page)) loadPage(anotherPage(route), locale.code).catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, load, { capture: true, passive: true });
}
