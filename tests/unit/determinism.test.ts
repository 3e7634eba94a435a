import { PassThrough } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultSiteConfig } from '../../src/content/site';
import { createRenderer } from '../../src/entry-server';
import { localizedPath, locales } from '../../src/i18n/locales';
import { notFoundRoute, routes } from '../../src/routes';
import { documentRequest } from '../../src/server/requestTarget.server';

// React's production build, as the server bundle has (vite.config.ts defines NODE_ENV for it):
// what production renders, in a third of the development build's time. Set before React loads
// (this file runs in a process of its own); the sources' JSX, compiled for development, calls
// the development runtime, which React's production build leaves empty: it gets the production one.
vi.hoisted(() => {
  process.env.NODE_ENV = 'production';
});
vi.mock('@emotion/react/jsx-dev-runtime', async () => {
  const { Fragment, jsx } = await import('@emotion/react/jsx-runtime');
  return { Fragment, jsxDEV: (type: Parameters<typeof jsx>[0], props: object, key?: string) => jsx(type, props, key) };
});

/** The server entry, from the sources: what production renders with, without a build. */
const renderer = await createRenderer({
  config: defaultSiteConfig,
  stylesheets: { sharedHref: '/assets/site.css', own: Object.fromEntries([...routes, notFoundRoute].map((route) => [route.page, 'a{}'])) },
});

function render(location: string): Promise<string> {
  // The server parses the request once; the renderer takes what it parsed.
  const page = documentRequest(location);
  if (!page || 'redirect' in page) throw new Error(`${location} names no document`);
  return new Promise((resolveHtml, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => resolveHtml(Buffer.concat(chunks).toString('utf8')));
    const stream = renderer.render(page, {
      onShellReady: () => {},
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

/** A world with another date and another source of randomness. */
function otherWorld(now: string, random: number) {
  vi.useFakeTimers({ now: new Date(now), toFake: ['Date'] });
  vi.spyOn(Math, 'random').mockReturnValue(random);
  vi.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue(
    `${random}`.padEnd(36, '0') as `${string}-${string}-${string}-${string}-${string}`,
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a document depends only on its location, the build and the configuration', () => {
  it.each(
    locales.flatMap((locale) =>
      [...routes.map((route) => route.path), notFoundRoute.path, '/community?q=token&category=all'].map((location) =>
        localizedPath(locale, location),
      ),
    ),
  )('%s renders to the same bytes under another clock and random source', async (location) => {
    otherWorld('2031-07-04T23:59:30Z', 0.123);
    const first = await render(location);
    vi.useRealTimers();
    vi.restoreAllMocks();
    otherWorld('1999-12-31T00:00:01Z', 0.987);
    const second = await render(location);
    expect(second).toBe(first);
    expect(first).toContain('</html>');
  });
});
