import { readFileSync } from 'node:fs';
import request from 'supertest';
import type { RequestListener } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { localizedPath, locales, splitLocale } from '../../src/i18n/locales';
import { findRoute, pageKey, routes } from '../../src/routes';
import { htmlText, mainHeadingOf } from '../support/html';
import { sharedSiteUrl, testApp } from '../support/server';
import { stylesheetsOf } from '../support/stylesheets';
import { wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');
const shellEs = wordsOf('es', 'shell');

/**
 * The links marked as the current page, apart from the language switcher's (header and footer),
 * which marks the page's own language: every language's link leads to the same page.
 */
function currentPageLinks(html: string): string[] {
  return (html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? []).filter((tag) => !/ hrefLang="/.test(tag));
}

function currentLanguageLinks(html: string): string[] {
  return (html.match(/<a [^>]*aria-current="page"[^>]*>/g) ?? []).filter((tag) => / hrefLang="/.test(tag));
}

let app: RequestListener | string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

describe('route table', () => {
  it.each(routes.map((route) => [route.path, shell.pages[pageKey(route)]] as const))(
    '%s answers 200 HTML with its heading',
    async (path, meta) => {
      const res = await request(app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=3600');
      expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
      expect(mainHeadingOf(res.text)).toBe(meta.heading);
      expect(res.text).toContain(`<title>${htmlText(meta.title)} | SCAN</title>`);
    },
  );

  it('renders /support with the same page as /community', async () => {
    const [community, support] = await Promise.all([request(app).get('/community'), request(app).get('/support')]);
    const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main(support.text)).toBe(main(community.text));
  });

  it('marks the active route with aria-current="page" in the header', async () => {
    const res = await request(app).get('/business');
    expect(res.text).toMatch(/<a aria-current="page"[^>]*href="\/business"/);
    expect(currentPageLinks(res.text)).toHaveLength(1);
    // The language switcher marks English, the page's language, and nothing else.
    expect(currentLanguageLinks(res.text).length).toBeGreaterThan(0);
    for (const link of currentLanguageLinks(res.text)) expect(link).toContain('hrefLang="en"');
  });

  /*
   * WCAG 2.4.5 (multiple ways): every page is reached by following links from the home page, in
   * every language, and each is linked from at least two other pages. (/dashboard and /profile
   * once had no link at all: they now have the demo note under both account forms and the links
   * between them.)
   */
  it.each(locales.map((locale) => [locale.name, locale] as const))(
    'reaches every route from the home page by links alone, each from two pages or more (%s)',
    async (_name, locale) => {
      const linkedFrom = new Map<string, Set<string>>();
      const queue = ['/'];
      const seen = new Set(queue);
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const res = await request(app).get(localizedPath(locale, path));
        expect(res.status, path).toBe(200);
        for (const [, href] of res.text.matchAll(/<a [^>]*href="(\/[^"/][^"]*|\/)"/g)) {
          const target = splitLocale(href!.replace(/&amp;/g, '&').split(/[?#]/)[0]!);
          if (target.locale !== locale || !findRoute(target.path)) continue;
          if (target.path !== path) linkedFrom.set(target.path, (linkedFrom.get(target.path) ?? new Set()).add(path));
          if (!seen.has(target.path)) {
            seen.add(target.path);
            queue.push(target.path);
          }
        }
      }
      // /get is the address of posters and QR codes (decision 025): no page links to it, /app-download is its page.
      const linkable = routes.filter((route) => route.path !== '/get');
      expect([...seen].sort()).toEqual(linkable.map((route) => route.path).sort());
      for (const route of linkable.filter((route) => route.path !== '/')) {
        expect(linkedFrom.get(route.path)?.size ?? 0, `${route.path} is linked from`).toBeGreaterThanOrEqual(2);
      }
    },
  );

  it('renders the footer on every route with the static platform status', async () => {
    for (const route of routes) {
      const res = await request(app).get(route.path);
      expect(res.text).toContain(shell.footer.status);
      expect(shell.footer.status).toBe('Platform Status: Active');
      expect(res.text).toContain('<footer');
      // A fixed label, linking nowhere.
      expect(footerOf(res.text)).not.toMatch(new RegExp(`<a [^>]*>${shell.footer.statusLink}<`));
    }
  });

  it.each(locales.map((locale) => [locale.name, locale] as const))(
    'links every page’s footer to the accessibility statement, after the legal documents (%s)',
    async (_name, locale) => {
      const words = wordsOf(locale.code, 'shell');
      const statement = localizedPath(locale, '/accessibility');
      for (const route of [...routes, { path: '/no-such-page' }]) {
        const res = await request(app).get(localizedPath(locale, route.path));
        const legal = footerOf(res.text).match(new RegExp(`<nav aria-label="${htmlText(words.legalNavLabel)}">.*?</nav>`))?.[0] ?? '';
        const links = [...legal.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, name]) => [href, name]);
        expect(links.at(-1), `${locale.code} ${route.path}`).toEqual([statement, htmlText(words.linkLabels.accessibility)]);
        expect(links.map(([href]) => href)).toEqual(
          ['/privacy', '/terms', '/eula', '/accessibility'].map((path) => localizedPath(locale, path)),
        );
      }
    },
  );

  it('draws Discord’s mark on the footer’s link to the community, from an image of the site', async () => {
    const home = (await request(app).get('/')).text;
    const discord = footerOf(home).match(/<a href="https:\/\/discord\.gg\/[^"]*"[^>]*>(.*?)<\/a>/)?.[1] ?? '';
    expect(discord).toMatch(/<span class="site-footer-mark" data-mark="discord" aria-hidden="true"><\/span>/);
    const { shared, own } = stylesheetsOf(home);
    expect(shared + own).toContain('.site-footer-mark[data-mark=discord]{mask-image:url(/images/brands/discord.png)}');
    const mark = await request(app).get('/images/brands/discord.png').responseType('blob');
    expect(mark.status).toBe(200);
    expect(mark.headers['content-type']).toBe('image/png');
  });

  it('links the footer to the operator’s status page when STATUS_URL is set, in every language', async () => {
    const withStatus = await testApp({ env: { STATUS_URL: 'https://status.scan.example/now' } });
    for (const locale of locales) {
      const words = wordsOf(locale.code, 'shell');
      for (const route of routes) {
        const footer = footerOf((await request(withStatus).get(localizedPath(locale, route.path))).text);
        expect(footer, `${locale.code} ${route.path}`).toContain(
          `<a href="https://status.scan.example/now" target="_blank" rel="noopener noreferrer">${htmlText(words.footer.statusLink)}<span`,
        );
        // No claim the site cannot know: the status page says whether the platform is up.
        expect(footer).not.toContain(htmlText(words.footer.status));
      }
    }
  });
});

/** The footer of a document, as the server wrote it. */
const footerOf = (html: string) => html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));

describe('not found', () => {
  it.each(['/forgot-password', '/nope', '/dashboard/x', '/community/extra'])('%s answers a branded 404 page', async (path) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.text).toContain(`<title>${htmlText(shell.notFound.title)} | SCAN</title>`);
    expect(res.text).toContain(`>${htmlText(shell.notFound.heading)}</h1>`);
    expect(shell.notFound.heading).toBe('Page Not Found');
    expect(res.text).toContain('<header');
    expect(res.text).toContain('<footer');
    expect(res.text).toContain('href="/how-it-works"');
    expect(currentPageLinks(res.text)).toEqual([]);
  });

  it('answers a missing static asset with a plain 404, without rendering React', async () => {
    for (const path of ['/assets/missing-abc123.js', '/missing.png', '/robots-old.txt']) {
      const res = await request(app).get(path);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('<header');
      expect(res.text).not.toContain('<script');
    }
  });
});

describe('HEAD and caching', () => {
  it('answers HEAD / with headers only', async () => {
    const res = await request(app).head('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });

  it('serves hashed assets as immutable for a year', async () => {
    const manifest = JSON.parse(readFileSync(`${process.env.DIST_DIR ?? 'dist'}/client/.vite/manifest.json`, 'utf8')) as Record<
      string,
      { file: string }
    >;
    const entry = manifest['src/entry-client.tsx']!.file;
    const res = await request(app).get(`/${entry}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
  });

  it('serves other public files with a short cache', async () => {
    const res = await request(app).get('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('does not serve the build manifest', async () => {
    const res = await request(app).get('/.vite/manifest.json');
    expect(res.status).toBe(404);
  });
});

describe('render errors', () => {
  // Faults come from the faulty build (tests/support/faultyBuild): a search asks for one.
  it('answers 500 with the fallback and no stack trace in production', async () => {
    const failing = await testApp({ faults: true });
    const res = await request(failing).get('/community?q=fault-shell-1');
    expect(res.status).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text).toContain(`<h1>${htmlText(shell.error.heading)}</h1>`);
    expect(res.text).toContain(htmlText(shell.error.message));
    expect(res.text).toContain(`<title>${htmlText(shell.error.heading)} | SCAN</title>`);
    expect(res.text).toContain(`<a href="/">${htmlText(shell.error.homeLink)}</a>`);
    expect(res.text).not.toContain('Injected render fault');
    expect(res.text).not.toMatch(/at \w+ \(|\.tsx?:\d+|node_modules|<pre/);
  });

  it("answers the 500 in the failing page's language", async () => {
    const failing = await testApp({ faults: true });
    const res = await request(failing).get('/es/community?q=fault-shell-4');
    expect(res.status).toBe(500);
    expect(res.text).toMatch(/^<!DOCTYPE html><html lang="es" dir="ltr"/);
    expect(res.text).toContain(`<h1>${htmlText(shellEs.error.heading)}</h1>`);
    expect(res.text).toContain(htmlText(shellEs.error.message));
    expect(res.text).toContain(`<a href="/es">${htmlText(shellEs.error.homeLink)}</a>`);
    expect(res.text).not.toContain(htmlText(shell.error.message));
    expect(res.text).not.toContain('Injected render fault');
  });

  it('adds the stack trace outside production', async () => {
    const failing = await testApp({ faults: true, env: { NODE_ENV: 'development' } });
    const res = await request(failing).get('/community?q=fault-shell-2');
    expect(res.status).toBe(500);
    expect(res.text).toContain(`<h1>${htmlText(shell.error.heading)}</h1>`);
    // Outside production the error's own message replaces the visitor's one.
    expect(res.text).not.toContain(htmlText(shell.error.message));
    expect(res.text).toMatch(/<pre[^>]*>Error: Injected render fault\n\s+at /);
  });

  it('finishes the response when an error is reported after the shell was sent, and does not keep it', async () => {
    const failing = await testApp({ faults: true });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const res = await request(failing).get('/community?q=fault-stream-1');
      expect(res.status).toBe(200);
      expect(res.text).toContain('</html>');
      expect(res.text).toContain(shell.footer.status);
      // Never stored: the second request renders (and streams) again, so it has no ETag.
      expect(res.headers.etag).toBeUndefined();
    }
  });

  it('keeps serving after errors', async () => {
    const failing = await testApp({ faults: true });
    await request(failing).get('/community?q=fault-shell-3');
    const res = await request(failing).get('/');
    expect(res.status).toBe(200);
  });
});
