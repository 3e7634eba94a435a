import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { locales, localizedPath } from '../../src/i18n/locales';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

/*
 * Issue 34's measured targets, in Chromium: where the asks sit, one grid for every opening, words
 * that fit the drawn screens in every language, phones that grow with a visitor's text spacing
 * instead of cutting their words off, no sentence said twice on a page, and parts that line up.
 */

/** Routes whose opening is the site's grid: every page but the centred sign-in and sign-up forms. */
const GRID_ROUTES = routes.filter((route) => !['/signin', '/signup'].includes(route.path) && !('canonicalPath' in route));

/** The pages that draw the app's screens. */
const PHONE_PAGES = ['/', '/how-it-works', '/app-download'] as const;

/** WCAG 1.4.12's text spacing, as the criterion's bookmarklet applies it. */
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;

/** The drawn pictures of the app and of the deliverable: the phones, and the business page's sample delivery. */
const DRAWN = '[role="img"][data-arrival], main figure:has(pre)';

/**
 * The boxed labels of the drawn screens (chips, pills, tags, buttons, tabs): small elements with a
 * fill or a border around a few words, none of whose children is a block. Each must keep its words
 * on one line and stay inside its picture.
 */
function labelsThatBreak(page: Page) {
  return page.evaluate((selector) => {
    // Lines as laid out: a phone leaning on the page would give its words' boxes uneven bottoms.
    for (const animation of document.getAnimations()) animation.finish();
    for (const element of document.querySelectorAll<HTMLElement>('main *')) {
      if (getComputedStyle(element).transform !== 'none') element.style.transform = 'none';
    }
    const broken: string[] = [];
    let count = 0;
    for (const picture of document.querySelectorAll<HTMLElement>(selector)) {
      const frame = picture.getBoundingClientRect();
      for (const element of picture.querySelectorAll<HTMLElement>('span, li, p')) {
        const style = getComputedStyle(element);
        const words = (element.textContent ?? '').trim().split(/\s+/).filter(Boolean);
        const boxed = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0 || style.whiteSpace === 'nowrap';
        if (!boxed || words.length === 0 || words.length > 5 || element.offsetParent === null) continue;
        if ([...element.children].some((child) => getComputedStyle(child).display === 'block')) continue;
        if (element.closest('pre')) continue;
        count += 1;
        const range = document.createRange();
        range.selectNodeContents(element);
        const lines = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)));
        const box = element.getBoundingClientRect();
        const inside = box.left >= frame.left - 1 && box.right <= frame.right + 1;
        const fits = element.scrollWidth <= element.clientWidth + 1;
        if (lines.size > 1 || !inside || !fits)
          broken.push(`${element.textContent} (${lines.size} lines${inside ? '' : ', outside'}${fits ? '' : ', overflowing'})`);
      }
    }
    return { count, broken };
  }, DRAWN);
}

/** The words of each heading and centred paragraph that end on a line of their own. */
function orphanedLines(page: Page) {
  return page.evaluate(() => {
    const orphans: string[] = [];
    // Headings, and the centred subtitles under a section's heading.
    const blocks = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main header p')].filter(
      (element) => element.tagName !== 'P' || getComputedStyle(element).textAlign === 'center',
    );
    for (const block of blocks) {
      if (block.offsetParent === null || block.closest('[role="img"]')) continue;
      const text = block.textContent ?? '';
      // Words as a line may break between them: a figure's no-break spaces hold it together.
      const words = [...text.matchAll(/[^ \t\n]+/g)];
      if (words.length < 2) continue;
      // The bottom of each word's first box: words whose bottoms match share a line.
      const lines = words.map((word) => {
        const range = document.createRange();
        let offset = word.index!;
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const length = node.textContent!.length;
          if (offset < length) {
            range.setStart(node, offset);
            range.setEnd(node, offset + 1);
            break;
          }
          offset -= length;
        }
        return Math.round(range.getClientRects()[0]?.bottom ?? 0);
      });
      const last = lines[lines.length - 1];
      if (new Set(lines).size > 1 && lines.filter((line) => line === last).length === 1) orphans.push(text);
    }
    return orphans;
  });
}

/**
 * The sentences of the page's main content, as a reader meets them (headings, paragraphs, list
 * items, the drawn screens' words; not the table of contents, a select's options, links or what is
 * hidden), of four words or more, and those said twice: the same sentence again, or inside another.
 */
function repeatedSentences(page: Page, lang: string) {
  return page.evaluate((language) => {
    const BLOCK = 'h1, h2, h3, p, li, dt, dd, blockquote, figcaption, span, div';
    // The innermost blocks: each text is read once, in the block that holds it.
    const blocks = [...document.querySelectorAll<HTMLElement>(`main :is(${BLOCK})`)].filter(
      (element) => element.offsetParent !== null && !element.closest('nav, a, button, pre') && !element.querySelector(`${BLOCK}, select`),
    );
    const segmenter = new Intl.Segmenter(language, { granularity: 'sentence' });
    const normalise = (text: string) =>
      text
        .toLocaleLowerCase(language)
        .replace(/[\s\u00a0]+/g, ' ')
        .replace(/^[\s“”«»"'‘’]+|[\s.!?।:,;“”«»"'‘’]+$/g, '');
    const sentences = blocks.flatMap((block) =>
      [...segmenter.segment(block.textContent ?? '')]
        .map((segment) => ({ text: normalise(segment.segment), heading: /^H\d$/.test(block.tagName) }))
        .filter(({ text }) => text.split(' ').length >= 4),
    );
    // A heading may name what a sentence then speaks of; said again as it stands, it repeats.
    const repeated = new Set<string>();
    sentences.forEach((sentence, index) => {
      sentences.forEach((other, otherIndex) => {
        const within = !sentence.heading && !other.heading && ` ${other.text} `.includes(` ${sentence.text} `);
        if (index !== otherIndex && (other.text === sentence.text || within)) repeated.add(sentence.text);
      });
    });
    return [...repeated];
  }, lang);
}

/** Runs in the page: the sticky bars inside main drawn on screen (seen, within the viewport). */
function stickyBarsOnScreen(): number {
  return [...document.querySelectorAll('main *')].filter((element) => {
    const box = element.getBoundingClientRect();
    return (
      getComputedStyle(element).position === 'sticky' &&
      getComputedStyle(element).opacity !== '0' &&
      box.top < innerHeight &&
      box.bottom > 0
    );
  }).length;
}

/** Runs in the page: the links to `href` that a sticky bar inside main is drawn over, by their text. */
function stickyBarsOver(href: string): string[] {
  const bars = [...document.querySelectorAll('main *')].filter((element) => getComputedStyle(element).position === 'sticky');
  const links = [...document.querySelectorAll<HTMLAnchorElement>(`main a[href="${href}"]`)].filter(
    (link) => !bars.some((bar) => bar.contains(link)),
  );
  return links
    .filter((link) => {
      const box = link.getBoundingClientRect();
      return bars.some((bar) => {
        const over = bar.getBoundingClientRect();
        return over.top < box.bottom && over.bottom > box.top && over.left < box.right && over.right > box.left;
      });
    })
    .map((link) => link.textContent ?? '');
}

describeInBrowser('the layout, measured', () => {
  const harness = useBrowser();

  it('puts /app-download’s first store button in a phone’s first screen, and its phone and a QR code in the wide opening', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    for (const locale of locales) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${harness.url}${localizedPath(locale, '/app-download')}`);
      await waitForHydration(page);
      const store = await page.locator('main a[target="_blank"]').first().boundingBox();
      expect(store!.y, locale.code).toBeGreaterThanOrEqual(0);
      expect(store!.y + store!.height, locale.code).toBeLessThanOrEqual(812);

      await page.setViewportSize({ width: 1280, height: 800 });
      const opening = await page.evaluate(() => {
        const intro = document.querySelector('main > section')!;
        const box = (element: Element | null) => element && element.getBoundingClientRect().toJSON();
        return {
          phone: box(intro.querySelector('[role="img"][data-arrival]')),
          code: box(intro.querySelector('svg[role="img"]')),
        };
      });
      for (const [name, rect] of Object.entries(opening)) {
        expect(rect, `${locale.code}: ${name} in the opening`).not.toBeNull();
        expect(rect!.top, `${locale.code}: ${name}`).toBeGreaterThanOrEqual(0);
        expect(rect!.bottom, `${locale.code}: ${name}`).toBeLessThanOrEqual(800);
      }
    }
    await close();
  });

  it('starts every opening’s lead on the same line at 1280 px, legal pages included', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    const starts: Record<string, number> = {};
    for (const route of GRID_ROUTES) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      starts[route.path] = await page.evaluate(() => {
        const heading = document.querySelector('main h1')!;
        // The lead: the paragraph that follows the h1 in its column.
        let lead = heading.nextElementSibling;
        while (lead && lead.tagName !== 'P') lead = lead.nextElementSibling;
        return Math.round(lead!.getBoundingClientRect().left);
      });
    }
    const xs = Object.values(starts);
    expect(Math.max(...xs) - Math.min(...xs), JSON.stringify(starts)).toBeLessThanOrEqual(8);
    await close();
  });

  it('fills the second column of every opening at 1280 px: no heading under an empty half', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 800 } });
    for (const route of GRID_ROUTES) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      const filled = await page.evaluate(() => {
        const intro = document.querySelector('main > section')!;
        const middle = intro.getBoundingClientRect().left + intro.getBoundingClientRect().width / 2;
        return [...intro.querySelectorAll('*')].some((element) => {
          const box = element.getBoundingClientRect();
          return box.left > middle && box.width > 100 && box.height > 20;
        });
      });
      expect(filled, route.path).toBe(true);
    }
    await close();
  });

  it('keeps every chip, pill, tag and button of the drawn screens on one line, inside its picture, in every language at 375 and 1280 px', async () => {
    const { page, close } = await harness.newPage();
    const broken: string[] = [];
    for (const locale of locales) {
      for (const path of [...PHONE_PAGES, '/business']) {
        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(`${harness.url}${localizedPath(locale, path)}`);
        await waitForHydration(page);
        for (const width of [375, 1280]) {
          await page.setViewportSize({ width, height: 900 });
          const labels = await labelsThatBreak(page);
          expect(labels.count, `${locale.code}${path} at ${width}`).toBeGreaterThanOrEqual(3);
          broken.push(...labels.broken.map((label) => `${locale.code}${path} at ${width}: ${label}`));
        }
      }
    }
    expect(broken).toEqual([]);
    await close();
  });

  it('ends no heading and no centred paragraph with a word alone on its line, in every language at 1280 px', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    const orphans: string[] = [];
    for (const locale of locales) {
      for (const route of routes.filter((entry) => !('canonicalPath' in entry))) {
        await page.goto(`${harness.url}${localizedPath(locale, route.path)}`);
        await waitForHydration(page);
        orphans.push(...(await orphanedLines(page)).map((text) => `${locale.code}${route.path}: ${text}`));
      }
    }
    expect(orphans).toEqual([]);
    await close();
  });

  it('says no sentence twice on a page, in every language', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    const repeated: string[] = [];
    for (const locale of locales) {
      for (const route of routes.filter((entry) => !('canonicalPath' in entry))) {
        await page.goto(`${harness.url}${localizedPath(locale, route.path)}`);
        await waitForHydration(page);
        repeated.push(...(await repeatedSentences(page, locale.lang)).map((text) => `${locale.code}${route.path}: ${text}`));
      }
    }
    expect(repeated).toEqual([]);
    await close();
  });

  describe('with WCAG 1.4.12’s text spacing', () => {
    it.each(locales.map((locale) => locale.code))('grows every phone in %s instead of cutting its words off', async (code) => {
      const locale = locales.find((entry) => entry.code === code)!;
      // The criterion's spacing is a visitor's own style sheet, which no page's CSP governs.
      const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      for (const path of PHONE_PAGES) {
        await page.goto(`${harness.url}${localizedPath(locale, path)}`);
        await waitForHydration(page);
        // At the page's own spacing every screen's words fit its phone, which keeps its size.
        const heights = await page
          .locator('[role="img"][data-arrival]')
          .evaluateAll((phones) => phones.map((phone) => (phone as HTMLElement).offsetHeight));
        expect(heights.length, `${code}${path}`).toBeGreaterThan(0);
        expect(new Set(heights), `${code}${path}`).toEqual(new Set([576]));
        await page.addStyleTag({ content: TEXT_SPACING });
        const cut = await page.evaluate(() => {
          const lost: string[] = [];
          for (const phone of document.querySelectorAll<HTMLElement>('[role="img"][data-arrival]')) {
            const frame = phone.getBoundingClientRect();
            const walker = document.createTreeWalker(phone, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode()) {
              if (!node.textContent!.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) {
                const outside =
                  rect.top < frame.top - 1 || rect.bottom > frame.bottom + 1 || rect.left < frame.left - 1 || rect.right > frame.right + 1;
                // An ancestor inside the phone that hides what overflows it, and cuts this text.
                let clipper: HTMLElement | null = node.parentElement;
                let clipped = false;
                while (clipper && clipper !== phone) {
                  const style = getComputedStyle(clipper);
                  if (style.overflow !== 'visible') {
                    const box = clipper.getBoundingClientRect();
                    if (rect.bottom > box.bottom + 1 || rect.right > box.right + 1 || rect.left < box.left - 1) clipped = true;
                  }
                  clipper = clipper.parentElement;
                }
                if (outside || clipped) lost.push(node.textContent!.trim());
              }
            }
          }
          return lost;
        });
        expect(cut, `${code}${path}`).toEqual([]);
      }
      await close();
    });
  });

  it('keeps the main ask in a bar at the foot of a phone’s screen on /, /business and /how-it-works once the opening is read, never over the opening, and not on a wide screen', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    for (const [path, href] of [
      ['/', '/app-download'],
      ['/business', '#quote'],
      ['/how-it-works', '/app-download'],
    ] as const) {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      /** The ask's links wholly on screen: the bar's among them when it is drawn at the foot of the screen. */
      const asks = (target: string) =>
        page.evaluate((wanted) => {
          const onScreen = [...document.querySelectorAll<HTMLAnchorElement>('main a')].filter((anchor) => {
            const box = anchor.getBoundingClientRect();
            return anchor.getAttribute('href') === wanted && box.top >= 0 && box.bottom <= innerHeight && anchor.checkVisibility();
          });
          return {
            any: onScreen.length,
            atFoot: onScreen.filter((anchor) => anchor.getBoundingClientRect().bottom > innerHeight - 100).length,
          };
        }, target);
      // The first screen: the opening's own ask, and no bar over the opening.
      expect((await asks(href)).any, `${path} first screen`).toBeGreaterThan(0);
      expect(await page.evaluate(stickyBarsOver, href), `${path} first screen`).toEqual([]);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (const y of [height / 3, (2 * height) / 3]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect((await asks(href)).atFoot, `${path} scrolled to ${Math.round(y)}`).toBeGreaterThanOrEqual(1);
      }
      // Keyboard focus on the page steps the bar aside, so nothing focused is ever under it.
      await page.evaluate(() => {
        const links = [...document.querySelectorAll<HTMLElement>('main a[href], main button, main input')];
        links.find((link) => link.getBoundingClientRect().top > innerHeight / 2 && getComputedStyle(link).position !== 'sticky')?.focus();
      });
      // Backwards: the bar's own link comes last in the page's order.
      await page.keyboard.press('Shift+Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
      expect(await page.evaluate(stickyBarsOnScreen), `${path} with keyboard focus on the page`).toBe(0);
      // The bar's own link still takes focus, and shows when it has it.
      await page.locator('main a').last().focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(stickyBarsOnScreen), `${path} with focus on the bar`).toBe(1);
      await page.setViewportSize({ width: 1280, height: 800 });
      const bars = await page.evaluate(
        () =>
          [...document.querySelectorAll('main *')].filter(
            (element) => getComputedStyle(element).position === 'sticky' && (element as HTMLElement).offsetParent !== null,
          ).length,
      );
      expect(bars, `${path} at 1280`).toBe(0);
    }
    await close();
  });

  it('lines up the testimonials’ author rows and the business steps’ outcomes at 1280 px, and the dashboard’s values at 375 px', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    for (const locale of locales) {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`${harness.url}${localizedPath(locale, '/')}`);
      await waitForHydration(page);
      const authors = await page
        .locator('#testimonials figcaption')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().top));
      expect(authors, locale.code).toHaveLength(3);
      expect(spread(authors), `${locale.code}: author rows`).toBeLessThanOrEqual(1);

      await page.goto(`${harness.url}${localizedPath(locale, '/business')}`);
      await waitForHydration(page);
      const outcomes = await page
        .locator('#process ol > li > p:last-child')
        .evaluateAll((chips) => chips.map((chip) => chip.getBoundingClientRect().top));
      expect(outcomes, locale.code).toHaveLength(3);
      expect(spread(outcomes), `${locale.code}: step outcomes`).toBeLessThanOrEqual(1);

      await page.setViewportSize({ width: 375, height: 900 });
      await page.goto(`${harness.url}${localizedPath(locale, '/dashboard')}`);
      await waitForHydration(page);
      const values = await page
        .locator('main dl')
        .first()
        .locator('dd')
        .evaluateAll((figures) => figures.map((figure) => figure.getBoundingClientRect().bottom));
      expect(values, locale.code).toHaveLength(4);
      expect(spread(values.slice(0, 2)), `${locale.code}: first row of values`).toBeLessThanOrEqual(1);
      expect(spread(values.slice(2)), `${locale.code}: second row of values`).toBeLessThanOrEqual(1);
    }
    await close();
  });
});
