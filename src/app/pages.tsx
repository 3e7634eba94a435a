import { use, useState, type ComponentType } from 'react';
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
/** Browser: another page's code and words on their way, asked for once (by a visitor's intent, then the navigation). */
const pending = new Map<string, Promise<ComponentType<PageProps>>>();

/** Loads a page's code and its messages in one language, together; once resolved, the page renders without suspending. */
export async function loadPage({ page, messages }: Pick<AppRoute, 'page' | 'messages'>, locale: LocaleCode): Promise<PageModule> {
  const load = pageModules[`/${pageModule(page)}`];
  if (!load) throw new Error(`No page module for ${page}`);
  const [module] = await Promise.all([load(), loadMessages(locale, messages)]);
  loaded.set(page, module.default);
  fetchDeferredSections(locale);
  return module;
}

/**
 * Another page than the document's: its code, its messages and the whole shell, of which the boot
 * data holds this page's part alone. One load per page; one that failed is tried again when asked.
 */
function loadAnotherPage({ page, messages }: Pick<AppRoute, 'page' | 'messages'>, locale: LocaleCode) {
  let load = pending.get(page);
  if (!load) {
    load = loadPage({ page, messages: ['shell', ...messages] }, locale).then((module) => module.default);
    load.catch(() => pending.delete(page));
    pending.set(page, load);
  }
  return load;
}

/**
 * A route's page component. Loaded already on the server and for the first page in the browser, so
 * hydration never suspends; any other page suspends its caller (React's `use`) until its code, its
 * messages and the whole shell have come, so that what the caller reads from the shell after this
 * call (the page's heading and description) is the page's own, however React resumes the render.
 */
export function usePageComponent(route: Pick<AppRoute, 'page' | 'messages'>, locale: LocaleCode): ComponentType<PageProps> {
  return loaded.get(route.page) ?? use(loadAnotherPage(route, locale));
}

/** A route's page, loaded (`usePageComponent`): on the first page it hydrates the server's HTML, on any other it mounts afresh. */
export function Page({ component: Shown, meta }: { component: ComponentType<PageProps>; meta: PageMeta }) {
  // A page mounting once the first has hydrated is a client navigation's: it hydrates nothing.
  const [afresh] = useState(firstPageHydrated);
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
    if (route && !loaded.has(route.page)) loadAnotherPage(route, locale.code).catch(() => undefined);
  };
  for (const type of ['pointerover', 'touchstart', 'focusin']) document.addEventListener(type, load, { capture: true, passive: true });
}
