import { lazy, Suspense, useState, type ComponentType } from 'react';

const preloaders: (() => Promise<void>)[] = [];

/**
 * Content below the fold that costs first-load JavaScript but needs no early interaction.
 *
 * The server always has the module loaded (see `preloadDeferredSections`) and renders it in
 * full, inline with the rest of the page. In the browser its chunk is not part of the first
 * load: React meets a lazy component inside a Suspense boundary during hydration, keeps the
 * server's HTML as it is, fetches the chunk and hydrates the boundary when it arrives
 * (React's selective hydration). Visitors see the whole page at once either way.
 */
export function deferredSection(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  preloaders.push(async () => {
    loaded ??= await load();
  });
  const Lazy = lazy(async () => ({ default: await load() }));

  function DeferredSection() {
    // Chosen once per mount so the component type never changes under a mounted section.
    const [Section] = useState<ComponentType>(() => loaded ?? Lazy);
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  }
  return DeferredSection;
}

/**
 * Content only the server's HTML needs (JSON-LD for search engines). The server renders it
 * inline like a deferred section; the browser never fetches its code: the boundary it sits in
 * stays dehydrated, React keeps the server's markup as it is, and a page reached by client
 * navigation simply renders without it.
 */
export function serverOnlySection(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  preloaders.push(async () => {
    loaded ??= await load();
  });
  const Never = lazy(() => new Promise<{ default: ComponentType }>(() => undefined));

  function ServerOnlySection() {
    const [Section] = useState<ComponentType>(() => loaded ?? Never);
    return (
      <Suspense fallback={null}>
        <Section />
      </Suspense>
    );
  }
  return ServerOnlySection;
}

/** Server only: loads every deferred section so no server render ever suspends on code. */
export function preloadDeferredSections(): Promise<void[]> {
  return Promise.all(preloaders.map((preload) => preload()));
}
