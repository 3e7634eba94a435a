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
 * A page's JSON-LD (one `<script type="application/ld+json">`), which only the server's HTML
 * needs: search engines read it there. The server loads the block's code with the deferred
 * sections and renders it; the browser never downloads that code and renders the same element
 * empty. React does not rewrite `dangerouslySetInnerHTML` on hydration, so the server's data
 * stays in the page; a page reached by client navigation simply carries an empty block.
 */
export function structuredDataSection(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  preloaders.push(async () => {
    loaded ??= await load();
  });
  function StructuredDataSection() {
    const Section = loaded;
    return Section ? (
      <Section />
    ) : (
      <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={EMPTY} />
    );
  }
  return StructuredDataSection;
}

const EMPTY = { __html: '' };

/** Server only: loads every deferred section so no server render ever suspends on code. */
export function preloadDeferredSections(): Promise<void[]> {
  return Promise.all(preloaders.map((preload) => preload()));
}
