import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes';
import { startTestServer, type RunningServer } from '../support/server';

/** The addresses on this site a document links to (hrefs), without their fragment. */
function linksIn(html: string): string[] {
  return [...html.matchAll(/\bhref="(\/[^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&').replace(/#.*$/, '')).filter(Boolean);
}

/**
 * A crawler (issue 36): eight requests at a time, following every link of every document
 * from each language's home. Google slows its crawl and drops pages that answer 5xx; every
 * address the site itself links to is a document stored at warm-up (the route table's, and the
 * help centre's searches the footer links to), so even a server with no render to spare
 * (one at a time, none waiting) answers them all from memory.
 */
describe('a crawler following every link the site makes', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { RENDER_CONCURRENCY: '1', RENDER_QUEUE: '0' } });
  });
  afterAll(() => server?.close());

  it('gets no 5xx at eight requests at a time, whatever it follows', async () => {
    const statuses = new Map<string, number>();
    const waiting = locales.map((locale) => localizedPath(locale, '/'));
    const visit = async (address: string) => {
      const res = await fetch(`${server.url}${address}`, { redirect: 'manual' });
      statuses.set(address, res.status);
      const location = res.headers.get('location');
      const found = location?.startsWith('/') ? [location] : [];
      if (res.headers.get('content-type')?.startsWith('text/html')) found.push(...linksIn(await res.text()));
      else await res.arrayBuffer();
      for (const link of found) if (!statuses.has(link) && !waiting.includes(link)) waiting.push(link);
    };
    const crawler = async () => {
      for (let address = waiting.shift(); address !== undefined; address = waiting.shift()) {
        if (statuses.has(address)) continue;
        statuses.set(address, 0);
        await visit(address);
      }
    };
    // Eight crawlers that stop when nothing is left; more may start as the frontier grows.
    while (waiting.length > 0) await Promise.all(Array.from({ length: 8 }, crawler));
    const failures = [...statuses].filter(([, status]) => status >= 500);
    expect(failures, failures.map(([address, status]) => `${status} ${address}`).join('\n')).toEqual([]);
    // Every page of every language, and the searches the footer links to, were followed.
    expect(statuses.size).toBeGreaterThan(routes.length * locales.length);
    expect([...statuses.keys()].filter((address) => address.includes('?q=')).length).toBeGreaterThanOrEqual(4 * locales.length);
  });
});
