import { createElement, lazy, Suspense, useState, type ComponentType } from 'react';
import { useLocale } from '../i18n/messages';
import { defaultLocale, type LocaleCode } from '../i18n/locales';

const serverLoads: (() => Promise<void>)[] = [];

/** Code a browser loads only when needed, and the server before it renders anything. */
export function loadOnServer(load: () => Promise<void>): void {
  serverLoads.push(load);
}

/** Server only: loads every deferred section and JSON-LD block, so no server render ever suspends on code. */
export async function loadDeferredCode(): Promise<void> {
  await Promise.all(serverLoads.map((load) => load()));
}

/**
 * Content below the fold that needs no early interaction; `load` brings its code and its messages in
 * the page's language. The server renders it in full; in the browser React keeps the server's
 * HTML, fetches the chunk after the first load and hydrates the boundary when it arrives
 * (selective hydration, decision 005).
 */
export function deferredSection<Props extends object = object>(
  load: (locale: LocaleCode) => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  loadOnServer(async () => {
    loaded ??= await load(defaultLocale.code);
  });

  function DeferredSection(props: Props) {
    const { code } = useLocale();
    // Chosen once per mount, so the component type never changes under a mounted section.
    const [Section] = useState<ComponentType<Props>>(() => loaded ?? lazy(async () => ({ default: await load(code) })));
    return <Suspense fallback={null}>{createElement(Section, props)}</Suspense>;
  }
  return DeferredSection;
}
