import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { THEME_SCRIPT } from '../../src/styles/themeScript';
import { pageColor } from '../../src/styles/themeColor';
import { htmlText } from '../support/html';
import { sharedSiteUrl } from '../support/server';
import { builtStylesheets, sharedStylesheet, stylesheetsOf } from '../support/stylesheets';
import { wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');

let app: string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

describe('colour schemes in the documents', () => {
  it.each(routes.map((route) => [route.path] as const))(
    '%s carries a theme-color per scheme and the theme script before the stylesheet',
    async (path) => {
      const { text } = await request(app).get(path);
      const head = text.slice(0, text.indexOf('</head>'));
      for (const scheme of ['light', 'dark'] as const) {
        expect(head).toContain(
          `<meta name="theme-color" media="(prefers-color-scheme: ${scheme})" content="${pageColor[scheme]}" data-scheme="${scheme}"/>`,
        );
      }
      const script = head.indexOf(`<script id="theme-script">${THEME_SCRIPT}</script>`);
      expect(script).toBeGreaterThan(head.lastIndexOf('name="theme-color"'));
      expect(script).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
      expect(script).toBeLessThan(head.indexOf('<style id="site-styles">'));
    },
  );

  it('renders the theme control with no choice made: the server cannot know it', async () => {
    const { text } = await request(app).get('/');
    const control = text.slice(text.indexOf('<div class="theme-control"'), text.indexOf('</header>'));
    expect(control).toContain('role="radiogroup" aria-labelledby="theme-control-label"');
    expect(control).toContain(`<span id="theme-control-label">${htmlText(shell.theme.label)}</span>`);
    const radios = [...control.matchAll(/<input[^>]*>/g)].map(([tag]) => tag);
    expect(radios.map((radio) => /value="(\w+)"/.exec(radio)?.[1])).toEqual(['system', 'light', 'dark']);
    for (const value of ['system', 'light', 'dark'] as const)
      expect(control).toContain(`<span>${htmlText(shell.theme.choices[value])}</span>`);
    for (const radio of radios) {
      expect(radio).toContain('type="radio"');
      expect(radio).toContain('name="theme"');
      expect(radio).toContain('disabled=""');
      expect(radio).not.toContain('checked');
    }
  });

  it('answers the same bytes whatever the visitor sends: no cookie, no Vary beyond Accept-Encoding', async () => {
    for (const path of ['/', '/privacy', '/community?q=points']) {
      // A search is rendered on its first request and stored: compare stored answers.
      await request(app).get(path);
      const plain = await request(app).get(path);
      const dark = await request(app)
        .get(path)
        .set('Cookie', 'theme=dark; scan:theme=dark')
        .set('Sec-CH-Prefers-Color-Scheme', 'dark')
        .set('Accept-CH', 'Sec-CH-Prefers-Color-Scheme');
      expect(dark.text, path).toBe(plain.text);
      expect(dark.headers.etag, path).toBe(plain.headers.etag);
      for (const res of [plain, dark]) {
        expect(res.headers['set-cookie'], path).toBeUndefined();
        expect(res.headers['accept-ch'], path).toBeUndefined();
        expect(String(res.headers.vary ?? 'Accept-Encoding').toLowerCase(), path).toBe('accept-encoding');
      }
    }
  });
});

describe('writing direction in the stylesheets', () => {
  /** Every rule the documents carry (the shared stylesheet and each page's own), split into declarations (`property:value`). */
  async function declarations(): Promise<string[]> {
    const rules = [sharedStylesheet, ...Object.values(builtStylesheets.own)].join('');
    return rules.split(/[{};]/).map((part) => part.trim().replace(/\s*:\s*/, ':'));
  }

  it('places everything by inline start and end, so a right-to-left language mirrors the layout', async () => {
    const physical = (await declarations()).filter((declaration) =>
      /^(?:(?:margin|padding|border|inset|scroll-margin|scroll-padding)-(?:left|right)(?:-[a-z]+)?|left|right|float|clear):|^text-align:(?:left|right)|^float:|^border-(?:top|bottom)-(?:left|right)-radius:/.test(
        declaration,
      ),
    );
    expect(physical).toEqual([]);
  });

  it('turns the icons that point along the line and the gradients along it in a right-to-left document', async () => {
    const { text } = await request(app).get('/');
    const { shared } = stylesheetsOf(text);
    for (const icon of ['arrow-right', 'arrow-up-right', 'chevron-right', 'send']) expect(shared).toContain(`[dir=rtl] .lucide-${icon}`);
    expect(shared).toContain('[dir=rtl]{--inline-angle:270deg;--inline-start:right}');
    // The icons carry the class the rule names.
    expect(text).toMatch(/<svg[^>]*class="lucide lucide-arrow-right"/);
  });
});
