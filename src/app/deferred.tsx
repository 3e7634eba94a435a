import {
  createContext,
  createElement,
  lazy,
  memo,
  Suspense,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { ErrorBoundary } from '../components/layout/ErrorBoundary';
import { loadMessages, useLocale, type MessagesName } from '../i18n/messages';
import { defaultLocale, type LocaleCode } from '../i18n/locales';

const serverLoads: (() => Promise<void>)[] = [];

/** Code a browser loads only when needed, and the server before it renders anything. */
export function loadOnServer(load: () => Promise<void>): void {
  serverLoads.push(load);
}

/**
 * Server only: loads every deferred section and JSON-LD block, so no server render ever suspends
 * on code; those a deferred section's own code defines (the FAQ's JSON-LD) too, until none is left.
 */
export async function loadDeferredCode(): Promise<void> {
  for (let loaded = 0; loaded < serverLoads.length;) {
    const pending = serverLoads.slice(loaded);
    loaded = serverLoads.length;
    await Promise.all(pending.map((load) => load()));
  }
}

/** Set on <html> once React has hydrated the page and every deferred section on it: everything interactive now answers. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * When a deferred section's code is fetched on the page the visitor landed on:
 * - `hydration`: as soon as hydration reaches it, beside the route's own code;
 * - `idle`: once the page has hydrated and the browser has a moment, or at the visitor's first
 *   press of a key or pointer, whichever comes first. For parts no one needs in the first second
 *   (the footer, the header's panel and language menu): their hydration never competes with the
 *   page's for the main thread, nor their bytes with the route's for the network.
 */
export type DeferUntil = 'hydration' | 'idle';

/** How long after hydration an idle section waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 2000;
/** The visitor's first presses: whatever they are about to do may need a deferred section. */
const FIRST_INPUT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;

let pageHydrated = false;
let documentMarked = false;
let idle: Promise<void> | undefined;
let startIdleLoads: (() => void) | undefined;
/** Sections the first page rendered from the server's HTML whose code has not hydrated them yet. */
const dehydrated = new Set<object>();
/** Sections whose content has committed. */
const hydrated = new WeakSet<object>();
/** Browser: each section's fetch of its code, by the time it is asked for. */
const browserFetches = new Set<(locale: LocaleCode) => unknown>();

/** Resolves once the first page has hydrated and the browser is idle, or at the visitor's first input. */
function whenIdle(): Promise<void> {
  idle ??= new Promise<void>((resolve) => {
    const start = () => {
      for (const type of FIRST_INPUT_EVENTS) removeEventListener(type, start, { capture: true });
      resolve();
    };
    for (const type of FIRST_INPUT_EVENTS) addEventListener(type, start, { capture: true, passive: true });
    startIdleLoads = () =>
      typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS }) : setTimeout(start);
    if (pageHydrated) startIdleLoads();
  });
  return idle;
}

function settle(): void {
  if (documentMarked || !pageHydrated || dehydrated.size > 0) return;
  documentMarked = true;
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
}

/**
 * Browser only, from the page's own effect (src/components/layout/Layout.tsx): the first page has
 * hydrated. Idle sections may load now; the document is marked hydrated once they all have.
 */
export function markPageHydrated(): void {
  if (pageHydrated) return;
  pageHydrated = true;
  startIdleLoads?.();
  // After every effect of this commit, the sections' registrations included.
  queueMicrotask(settle);
}

/**
 * Browser only, once a page's code has come for a client navigation (src/app/pages.tsx): fetches
 * the code of every section defined so far, which are that page's, so that it renders whole at
 * once, beside its own code rather than after it.
 */
export function fetchDeferredSections(locale: LocaleCode): void {
  if (!pageHydrated) return;
  for (const fetch of browserFetches) fetch(locale);
}

/** Rendered beside a deferred section's content, inside its boundary: its effect runs once the boundary has hydrated. */
function HydratedSignal({ section }: { section: object }) {
  useEffect(() => {
    hydrated.add(section);
    dehydrated.delete(section);
    settle();
  }, [section]);
  return null;
}

/**
 * Whether what renders below hydrates the server's HTML: so on the server and for the page the
 * visitor landed on; not for a page a client navigation mounts (`MountedAfresh`).
 */
const Hydrating = createContext(true);

/** Browser only: whether the page the visitor landed on has hydrated, so that a page mounting now is mounted afresh. */
export const firstPageHydrated = () => pageHydrated;

/** Around a page a client navigation mounts (src/app/pages.tsx): its deferred sections render with it, not after it. */
export function MountedAfresh({ children }: { children: ReactNode }) {
  return <Hydrating.Provider value={false}>{children}</Hydrating.Provider>;
}

/**
 * Content that needs no early interaction (links, static content, forms that work as plain HTML);
 * `code` brings its component, and `messages` names the catalogues it reads beyond the page's
 * (fetched with the code, in the page's language). The server renders it in full;
 * hydrating, React keeps the server's HTML in the section's own boundary, fetches the chunk
 * (`until`) and hydrates the boundary when it arrives (selective hydration, decision 005); links
 * in it work as plain links until then. Mounted afresh (a client navigation), it has no boundary
 * of its own: the page waits for it and appears whole, its anchors there for the focus to land on.
 * Its props must be values or stable callbacks (see `memo` below).
 */
export function deferredSection<Props extends object = object>(
  code: () => Promise<ComponentType<Props>>,
  { until = 'hydration', messages = [] }: { until?: DeferUntil; messages?: readonly MessagesName[] } = {},
) {
  const load = (locale: LocaleCode) => Promise.all([code(), loadMessages(locale, messages)]).then(([component]) => component);
  let loaded: ComponentType<Props> | undefined;
  loadOnServer(async () => {
    loaded ??= await load(defaultLocale.code);
  });
  // The browser's, one per document, whose language never changes.
  let fetching: Promise<ComponentType<Props>> | undefined;
  const fetchCode = (locale: LocaleCode) => (fetching ??= load(locale).then((component) => (loaded = component)));
  browserFetches.add(fetchCode);
  let lazySection: ComponentType<Props> | undefined;
  const lazyFor = (locale: LocaleCode) =>
    (lazySection ??= lazy(async () => {
      if (until === 'idle' && !pageHydrated) await whenIdle();
      return { default: await fetchCode(locale) };
    }));

  function DeferredSection(props: Props) {
    const { code } = useLocale();
    const inBoundary = useContext(Hydrating);
    const section = useRef<object>({});
    // Chosen once per mount, so the component type never changes under a mounted section.
    const [Section] = useState<ComponentType<Props>>(() => loaded ?? lazyFor(code));
    useEffect(() => {
      const mounted = section.current;
      // Its content not committed with its parent: the server's HTML, hydrating (or code on its way).
      if (inBoundary && !documentMarked && !hydrated.has(mounted)) dehydrated.add(mounted);
      return () => {
        dehydrated.delete(mounted);
        queueMicrotask(settle);
      };
    }, [inBoundary]);
    // Code that cannot be fetched (a deployment replaced it) costs the section, not the page.
    return (
      <ErrorBoundary fallback={null}>
        {inBoundary ? (
          <Suspense fallback={null}>
            {createElement(Section, props)}
            <HydratedSignal section={section.current} />
          </Suspense>
        ) : (
          createElement(Section, props)
        )}
      </ErrorBoundary>
    );
  }
  // A parent's render passes new props objects: while the section is the server's HTML, React
  // could only answer one by rendering it afresh, dropping that HTML until its code arrives.
  return memo(DeferredSection);
}
