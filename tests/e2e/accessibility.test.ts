import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { pageColor } from '../../src/styles/themeColor';
import { axeViolations } from '../support/axe';
import { LIVE_REGIONS, liveRegions } from '../support/liveRegions';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from '../support/browser';
import { contrast, fillOf, pixelsIn } from '../support/contrast';
import { recordMailDrafts } from '../support/mailDraft';
import { decodePng } from '../support/png';
import { wordsOf } from '../support/words';

const account = wordsOf('en', 'account');
const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');

const WIDTHS = [375, 1280] as const;
const SCHEMES = ['light', 'dark'] as const;

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/**
 * Sums the layout shifts of each document the page loads, in two parts. Once the parsed document
 * has been painted in full (the second frame after DOMContentLoaded), nothing may move: not
 * hydration, images, the theme or client code. Before that, on a starved CPU, Chromium may paint
 * a half-parsed page (an icon before its label, one button of a group before the others), and the
 * rest of the markup then moves what was painted. No valid markup prevents that (`<link
 * rel=expect blocking=render>` would, but the Nu checker rejects it), so those shifts get a budget,
 * a tenth of what Core Web Vitals call good, instead of an exact zero.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const record = window as unknown as { __layoutShift: { painted: number; parsing: number } };
    record.__layoutShift = { painted: 0, parsing: 0 };
    let paintedAt = Infinity;
    document.addEventListener('DOMContentLoaded', () =>
      requestAnimationFrame(() => requestAnimationFrame(() => (paintedAt = performance.now()))),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEntry[] & { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) record.__layoutShift[entry.startTime >= paintedAt ? 'painted' : 'parsing'] += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

describeInBrowser('every route in both colour schemes: axe-core (WCAG 2.2 AA) and layout shift', () => {
  const harness = useBrowser();

  for (const colorScheme of SCHEMES) {
    for (const width of WIDTHS) {
      describe(`${colorScheme} at ${width} px`, () => {
        // One page for the whole sweep at this width and scheme.
        let recorded: RecordedPage;
        beforeAll(async () => {
          recorded = await harness.newPage({ viewport: { width, height: 900 }, colorScheme });
          await recordLayoutShifts(recorded.page);
        });
        afterAll(() => recorded.close());

        it.each(routes.map((route) => [route.path] as const))('%s: no violations, no layout shift', async (path) => {
          const { page, errors, cspViolations } = recorded;
          await page.goto(`${harness.url}${path}`);
          await waitForHydration(page);
          // The scheme under test is the one painted.
          expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(rgb(pageColor[colorScheme]));
          expect(await axeViolations(page), `${path} at ${width} px, ${colorScheme}`).toEqual([]);
          expect(
            await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            'sideways scroll',
          ).toBeLessThanOrEqual(0);
          const shift = await page.evaluate(
            () => (window as unknown as { __layoutShift: { painted: number; parsing: number } }).__layoutShift,
          );
          expect(shift.painted, 'layout shift once the whole document is painted').toBe(0);
          expect(shift.parsing, 'layout shift while the document is parsed').toBeLessThan(0.01);
          expect(errors).toEqual([]);
          expect(await cspViolations()).toEqual([]);
        });
      });
    }
  }

  it.each(SCHEMES)('has no violations with the mobile menu and its theme control open (%s)', async (colorScheme) => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 900 }, colorScheme });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('radiogroup', { name: 'Theme' }).waitFor();
    expect(await axeViolations(page, 'header')).toEqual([]);
    await close();
  });
});

/*
 * What a scanner cannot judge, measured as drawn: screenshots read pixel by pixel (a control's
 * fill is the colour most of its pixels show), in both schemes and in forced colours (Windows
 * contrast themes, emulated by Chromium), where the visitor's palette replaces the site's.
 */
describeInBrowser('non-text contrast and forced colours, measured in screenshots', () => {
  const harness = useBrowser();

  /** A control whose chosen segment must stand out from the others (WCAG 1.4.1, 1.4.11). */
  interface Segmented {
    name: string;
    path: string;
    width: number;
    /** Opens what holds the control first (the mobile menu). */
    openMenu?: boolean;
    /** Each segment's painted box. */
    segments: string;
    /** The chosen one among them. */
    selected: string;
  }

  const SEGMENTED: Segmented[] = [
    {
      name: 'theme control in the menu',
      path: '/',
      width: 375,
      openMenu: true,
      segments: '#primary-navigation .theme-control label>span',
      selected: 'input:checked+span',
    },
    {
      name: 'theme control in the bar',
      path: '/',
      width: 1280,
      segments: 'header .theme-control label>span',
      selected: 'input:checked+span',
    },
    {
      name: 'earnings period',
      path: '/dashboard',
      width: 1280,
      segments: '[aria-label="Earnings period"] button',
      selected: '[aria-pressed="true"]',
    },
    {
      name: 'demo account links',
      path: '/profile',
      width: 375,
      segments: 'nav[aria-label="Demo account"] a',
      selected: '[aria-current="page"]',
    },
    { name: 'FAQ categories', path: '/community', width: 1280, segments: '#faq [role="group"] button', selected: '[aria-pressed="true"]' },
  ];

  const MODES = [
    ...SCHEMES.map((colorScheme) => ({ label: colorScheme, colorScheme, forcedColors: 'none' as const })),
    ...SCHEMES.map((colorScheme) => ({ label: `forced colours, ${colorScheme}`, colorScheme, forcedColors: 'active' as const })),
  ];

  async function open(path: string, width: number, { colorScheme, forcedColors }: (typeof MODES)[number], height = 900) {
    const recorded = await harness.newPage({ viewport: { width, height }, colorScheme });
    await recorded.page.emulateMedia({ forcedColors });
    await recorded.page.goto(`${harness.url}${path}`);
    await waitForHydration(recorded.page);
    return recorded;
  }

  /** The boxes of the elements a selector finds, after scrolling the first into the middle of the screen. */
  const boxesOf = (page: Page, css: string) =>
    page.evaluate((selector) => {
      const elements = [...document.querySelectorAll<HTMLElement>(selector)].filter((element) => element.checkVisibility());
      elements[0]?.scrollIntoView({ block: 'center' });
      return elements.map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height, html: element.outerHTML };
      });
    }, css);

  describe.each(MODES.map((mode) => [mode.label, mode] as const))('%s', (_label, mode) => {
    it.each(SEGMENTED.map((control) => [control.name, control] as const))(
      'marks the chosen segment of the %s at 3:1 or more against every other',
      async (_name, control) => {
        const { page, errors, close } = await open(control.path, control.width, mode);
        if (control.openMenu) await page.locator('header button[aria-controls="primary-navigation"]').click();
        const boxes = await boxesOf(page, control.segments);
        const chosen = await page.evaluate(
          ({ segments, selected }) => [...document.querySelectorAll(segments)].findIndex((element) => element.matches(selected)),
          control,
        );
        expect(boxes.length).toBeGreaterThan(1);
        expect(chosen).toBeGreaterThanOrEqual(0);
        const shot = decodePng(await page.screenshot());
        const fills = boxes.map((box) => fillOf(shot, box));
        const ratios = fills.flatMap((fill, index) => (index === chosen ? [] : [contrast(fills[chosen]!, fill)]));
        expect(Math.min(...ratios), `${control.name}: ${JSON.stringify(fills)}`).toBeGreaterThanOrEqual(3);
        expect(errors).toEqual([]);
        await close();
      },
    );
  });

  it.each(SCHEMES)('draws the FAQ search field’s edge at 3:1 or more against the band around it (%s)', async (colorScheme) => {
    const { page, close } = await open('/community', 1280, { label: colorScheme, colorScheme, forcedColors: 'none' });
    const [field] = await boxesOf(page, '#faq-search');
    const shot = decodePng(await page.screenshot());
    const middle = field!.y + field!.height / 2;
    const edge = shot.rgb(field!.x, middle);
    const band = shot.rgb(field!.x - 6, middle);
    expect(contrast(edge, band), `edge ${edge}, band ${band}`).toBeGreaterThanOrEqual(3);
    await close();
  });

  describe.each(SCHEMES)('forced colours, %s', (colorScheme) => {
    const mode = { label: colorScheme, colorScheme, forcedColors: 'active' as const };

    // The home page's bar is drawn inside a phone, a picture that keeps its own colours (PhoneFrame).
    it.each(['/dashboard'])('%s: each progress bar shows its filled part against the rest of the bar and the page', async (path) => {
      const { page, close } = await open(path, 1280, mode);
      const bars = await page.evaluate(() =>
        [...document.querySelectorAll('progress')].map((bar) => ({
          fraction: bar.value / bar.max,
          selector: bar.id ? `#${bar.id}` : null,
        })),
      );
      expect(bars.length).toBeGreaterThan(0);
      for (const [index, { fraction }] of bars.entries()) {
        const box = await page.evaluate((at) => {
          const bar = document.querySelectorAll('progress')[at]!;
          bar.scrollIntoView({ block: 'center' });
          const { x, y, width, height } = bar.getBoundingClientRect();
          return { x, y, width, height };
        }, index);
        const shot = decodePng(await page.screenshot());
        const filled = fillOf(shot, { ...box, width: box.width * fraction * 0.8 });
        const rest = fillOf(shot, {
          ...box,
          x: box.x + box.width * (fraction + (1 - fraction) * 0.2),
          width: box.width * (1 - fraction) * 0.6,
        });
        const around = fillOf(shot, { ...box, y: box.y - 12, height: 10 });
        expect(contrast(filled, rest), `bar ${index}: filled ${filled}, rest ${rest}`).toBeGreaterThanOrEqual(3);
        expect(contrast(filled, around), `bar ${index}: filled ${filled}, around ${around}`).toBeGreaterThanOrEqual(3);
      }
      await close();
    });

    it.each(['/', '/app-download'])('%s: each store logo stands out from what is behind it', async (path) => {
      const { page, close } = await open(path, 1280, mode);
      const logos = await page.locator('img[src*="/images/stores/"]').count();
      expect(logos).toBeGreaterThan(0);
      for (let index = 0; index < logos; index += 1) {
        const logo = page.locator('img[src*="/images/stores/"]').nth(index);
        await logo.scrollIntoViewIfNeeded();
        const box = (await logo.boundingBox())!;
        const shot = decodePng(await page.screenshot());
        const pixels = pixelsIn(shot, box);
        const ground = fillOf(shot, box);
        // The glyph: a good share of the logo's pixels at 3:1 or more against its ground.
        const glyph = pixels.filter((pixel) => contrast(pixel, ground) >= 3).length / pixels.length;
        expect(glyph, `logo ${index} on ${ground}`).toBeGreaterThan(0.1);
      }
      await close();
    });
  });
});

/*
 * WCAG 1.4.4 and 1.4.10: a visitor who sets their browser's default font size to 32 px (200 %)
 * gets the layouts of a screen half as wide (the breakpoints are in em), never a page that
 * scrolls sideways or a card that clips its words. Chromium sets the default font size through
 * the DevTools protocol (`Page.setFontSizes`), as its settings page would.
 */
describeInBrowser('a 32 px default font size', () => {
  const harness = useBrowser();

  async function openWithLargeText(width: number) {
    const recorded = await harness.newPage({ viewport: { width, height: 900 } });
    const devtools = await recorded.page.context().newCDPSession(recorded.page);
    await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
    return recorded;
  }

  it.each([768, 1024, 1280])('never scrolls sideways at %s px, on any route', async (width) => {
    const { page, errors, close } = await openWithLargeText(width);
    const overflowing: string[] = [];
    for (const route of routes) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), 'the default font size took').toBe('32px');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      if (overflow > 0) overflowing.push(`${route.path} by ${overflow} px`);
    }
    expect(overflowing).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps every card’s words inside it on /business at 375 px', async () => {
    const { page, close } = await openWithLargeText(375);
    await page.goto(`${harness.url}/business`);
    await waitForHydration(page);
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('main li > *, main article')]
        .filter((card) => getComputedStyle(card).overflow !== 'visible' && card.scrollWidth > card.clientWidth)
        .map((card) => `${card.textContent?.slice(0, 40)}: ${card.scrollWidth} in ${card.clientWidth}`),
    );
    expect(clipped).toEqual([]);
    await close();
  });
});

/*
 * WCAG 1.4.12: a visitor's own text spacing (line height 1.5, paragraphs 2 em apart, letters
 * 0.12 em, words 0.16 em, as the criterion's bookmarklet sets them) loses nothing: no box that
 * clips its overflow clips text, and nothing scrolls sideways. The visitor's stylesheet is laid
 * over the page as a user style would be (the test context lets it past the page's CSP).
 */
describeInBrowser('a visitor’s own text spacing', () => {
  const harness = useBrowser();
  const SPACING =
    '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

  it.each([375, 1280])('loses no text on any route at %s px', async (width) => {
    const { page, close } = await harness.newPage({ viewport: { width, height: 900 }, bypassCSP: true });
    const lost: string[] = [];
    for (const route of routes) {
      await page.goto(`${harness.url}${route.path}`);
      await waitForHydration(page);
      await page.addStyleTag({ content: SPACING });
      const found = await page.evaluate(() => {
        const clipped = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
          const style = getComputedStyle(element);
          if (element.clientWidth <= 1 || element.clientHeight <= 1) return false;
          // A phone's screen is a picture of the app with one text alternative (role="img"): its
          // drawn text is not the page's text, as the letters in a photograph are not.
          if (element.closest('[role="img"]')) return false;
          const clipsX = ['hidden', 'clip'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
          const clipsY = ['hidden', 'clip'].includes(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
          return clipsX || clipsY;
        });
        return {
          clipped: clipped.map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`),
          sideways: document.documentElement.scrollWidth - innerWidth,
        };
      });
      lost.push(...found.clipped.map((what) => `${route.path}: ${what} clipped`));
      if (found.sideways > 0) lost.push(`${route.path}: scrolls sideways by ${found.sideways} px`);
    }
    expect(lost).toEqual([]);
    await close();
  });
});

/*
 * WCAG 4.1.3: status messages reach a screen reader without taking focus. Each is written into a
 * live region that is already in the accessibility tree when its words change (a region inserted
 * with its text, or hidden until then, is not announced), so the tests listen only to the regions
 * Chromium's accessibility tree exposes before each action.
 */
describeInBrowser('status messages', () => {
  const harness = useBrowser();

  /** Starts recording the text that every live region already in the accessibility tree takes from now on. */
  const watchLiveRegions = async (page: Page) => {
    const exposed = (await liveRegions(page)).map((region) => region.exposed && region.live !== undefined);
    await page.evaluate(
      ([selector, inTree]) => {
        const heard: string[] = [];
        (window as unknown as { __heard: string[] }).__heard = heard;
        [...document.querySelectorAll(selector)].forEach((region, index) => {
          if (!inTree[index]) return;
          new MutationObserver(() => heard.push((region.textContent ?? '').replace(/\s+/g, ' ').trim())).observe(region, {
            subtree: true,
            childList: true,
            characterData: true,
          });
        });
      },
      [LIVE_REGIONS, exposed] as const,
    );
  };
  const heard = (page: Page) => page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);

  it.each([...routes.map((route) => route.path), '/ar/signup', '/no-such-page'])(
    '%s: every live region is in the accessibility tree before it speaks, empty or not',
    async (path) => {
      const { page, close } = await harness.newPage();
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      const regions = await liveRegions(page);
      // The route announcer is on every page.
      expect(regions.some((region) => region.element.includes('data-route-announcer'))).toBe(true);
      expect(regions.filter((region) => !region.exposed || region.live === undefined)).toEqual([]);
      await close();
    },
  );

  it('announces a change of FAQ category, even when the count stays the same', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/community?category=technical`);
    await waitForHydration(page);
    const technical = Object.keys(community.faqItems.technical).length;
    expect(Object.keys(community.faqItems.account).length).toBe(technical);
    await watchLiveRegions(page);
    await page.getByRole('button', { name: community.faqCategories.account, exact: true }).click();
    await expect.poll(() => heard(page)).toContain(`${technical} questions in ${community.faqCategories.account}`);
    await close();
  });

  it('announces the earnings of the period chosen on the dashboard', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/dashboard`);
    await waitForHydration(page);
    await watchLiveRegions(page);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await expect.poll(() => heard(page)).toContain('$642.30 Earned this month');
    await close();
  });

  it('announces that a demo sign-in went nowhere', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/signin`);
    await waitForHydration(page);
    await watchLiveRegions(page);
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect.poll(() => heard(page)).toContain(account.demoSubmissionNotice);
    await close();
  });

  it('announces that a demo sign-up went nowhere', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/signup`);
    await waitForHydration(page);
    await watchLiveRegions(page);
    await page.getByLabel('First Name').fill('Ada');
    await page.getByLabel('Last Name').fill('Lovelace');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('correct horse');
    await page.getByLabel('Confirm Password', { exact: true }).fill('correct horse');
    await page.locator('input[type=checkbox][required]').check();
    await page.getByRole('button', { name: 'Create Account', exact: true }).click();
    await expect.poll(() => heard(page)).toContain(account.demoSubmissionNotice);
    await close();
  });

  it.each([
    ['/community', 'Send Message'],
    ['/business', 'Request My Quote'],
  ])('%s: announces that the mail draft opened', async (path, submit) => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}${path}`);
    await waitForHydration(page);
    const drafts = await recordMailDrafts(page);
    await watchLiveRegions(page);
    const form = page.getByRole('form').filter({ has: page.getByRole('button', { name: submit }) });
    for (const field of await form.locator('input[required], textarea[required]').all()) {
      await field.fill((await field.getAttribute('type')) === 'email' ? 'ada@example.com' : 'Ada');
    }
    for (const select of await form.locator('select[required]').all()) await select.selectOption({ index: 1 });
    await form.getByRole('button', { name: submit }).click();
    await expect.poll(() => drafts.length).toBe(1);
    await expect.poll(async () => (await heard(page)).some((text) => text.startsWith(shell.draft.opened.title))).toBe(true);
    await close();
  });

  it('announces the new page after client-side navigation', async () => {
    const { page, close } = await harness.newPage();
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await watchLiveRegions(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Business', exact: true }).click();
    await expect.poll(() => heard(page)).toContain(`${shell.pages.business.title} | SCAN`);
    await close();
  });
});

/*
 * WCAG 2.2.2: nothing that starts by itself moves, blinks or updates for more than five seconds.
 * Every route is scrolled through as a reader would (what plays when it scrolls into view plays),
 * every animation and transition the page runs meanwhile is read from `document.getAnimations()`
 * each frame, and the page is then left alone for longer than five seconds: no words may change.
 */
describeInBrowser('moving and updating content (WCAG 2.2.2)', () => {
  const harness = useBrowser();
  /** The criterion's bound: motion that lasts longer needs a way to pause it. */
  const FIVE_SECONDS = 5_000;

  /** Runs in the page: records, frame by frame, every running animation's end, and every change to the page's words. */
  const watchMotion = () => {
    const record = { longest: 0, endless: [] as string[], seen: 0, changedWords: [] as number[] };
    (window as unknown as { __motion: typeof record }).__motion = record;
    const named = new Set<Animation>();
    const sample = () => {
      for (const animation of document.getAnimations()) {
        const timing = animation.effect?.getComputedTiming();
        if (!timing) continue;
        if (!named.has(animation)) {
          named.add(animation);
          record.seen += 1;
        }
        const end = Number(timing.endTime);
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const what = `${(animation as CSSAnimation).animationName ?? (animation as CSSTransition).transitionProperty ?? 'animation'} on ${target?.tagName.toLowerCase()}.${target?.className}`;
        if (!Number.isFinite(end)) record.endless.push(what);
        else record.longest = Math.max(record.longest, end);
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
    new MutationObserver((mutations) => {
      if (
        mutations.some(
          (mutation) => mutation.type === 'characterData' || mutation.addedNodes.length > 0 || mutation.removedNodes.length > 0,
        )
      )
        record.changedWords.push(performance.now());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  };

  it.each([...routes.map((route) => route.path), '/ar', '/hi'])(
    '%s: moves for five seconds at most, and never updates by itself',
    async (path) => {
      const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      await page.evaluate(watchMotion);
      // Read through the page, as a visitor scrolls.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
      });
      const settled = await page.evaluate(() => performance.now());
      await page.waitForTimeout(FIVE_SECONDS + 500);
      const motion = await page.evaluate(
        () => (window as unknown as { __motion: { longest: number; endless: string[]; seen: number; changedWords: number[] } }).__motion,
      );
      expect(motion.endless, 'animations that never end').toEqual([]);
      // Each animation's end, from its own start (its delay included): none plays longer than five seconds.
      expect(motion.longest, 'the longest animation, in ms').toBeLessThanOrEqual(FIVE_SECONDS);
      expect(
        motion.changedWords.filter((at) => at > settled),
        'words changed with nobody acting',
      ).toEqual([]);
      await close();
    },
  );

  it('watches something that does move: the control of the check', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${harness.url}/dashboard`);
    await waitForHydration(page);
    await page.evaluate(watchMotion);
    await page.getByRole('button', { name: 'Month', exact: true }).click();
    await page.waitForTimeout(300);
    const motion = await page.evaluate(() => (window as unknown as { __motion: { seen: number; changedWords: number[] } }).__motion);
    expect(motion.seen, 'animations and transitions seen').toBeGreaterThan(0);
    expect(motion.changedWords.length, 'words changed by the tap').toBeGreaterThan(0);
    await close();
  });
});

/*
 * WCAG 1.3.2: the order the page is read in (its source) is the order it is seen in. In every box
 * that lays out its children (flex and grid), each child stands after the one before it: below it,
 * or further along the line (to the right in English, to the left in Arabic: a next column counts),
 * at 375 and 1280 px, in English and Arabic. Two arrangements are not a sequence and are let be: a
 * figure shown above its label (a term and its definition, read label first, say one thing), and
 * a picture beside the words it illustrates (a figure, or a box of nothing but a picture: HTML's
 * figure may move away from the text without changing its meaning). Pictures of the app
 * (role="img", one text alternative each) are read as one.
 */
describeInBrowser('reading order (WCAG 1.3.2)', () => {
  const harness = useBrowser();

  /** Runs in the page: every pair of laid-out siblings seen in another order than the source's. */
  const outOfOrder = () => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`;
    /** A box's children as its layout places them: `display: contents` lends its children to it. */
    const laidOut = (parent: Element): HTMLElement[] =>
      [...parent.children].flatMap((child) =>
        getComputedStyle(child).display === 'contents' ? laidOut(child) : child instanceof HTMLElement ? [child] : [],
      );
    const inFlow = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        !['absolute', 'fixed'].includes(style.position) &&
        box.width > 0 &&
        box.height > 0 &&
        element.checkVisibility({ visibilityProperty: true })
      );
    };
    /** A figure, or a box whose every word is inside a picture. */
    const isPicture = (element: HTMLElement) => {
      if (element.matches('figure, img, svg, [role="img"]')) return true;
      if (!element.querySelector('[role="img"], img, svg')) return false;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent?.trim() && !node.parentElement?.closest('[role="img"]')) return false;
      }
      return true;
    };
    const found: string[] = [];
    for (const container of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!/flex|grid/.test(getComputedStyle(container).display)) continue;
      if (container.closest('[role="img"], [aria-hidden="true"]') || !container.checkVisibility()) continue;
      const children = laidOut(container).filter(inFlow);
      for (let index = 1; index < children.length; index += 1) {
        const [first, next] = [children[index - 1]!, children[index]!];
        if ((first.tagName === 'DT' && next.tagName === 'DD') || isPicture(first) || isPicture(next)) continue;
        const [before, after] = [first.getBoundingClientRect(), next.getBoundingClientRect()];
        const below = after.top >= before.bottom - 1;
        // In the writing direction of the box that lays them out (a part in another language keeps its own).
        const rtl = getComputedStyle(container).direction === 'rtl';
        const further = rtl ? after.right <= before.left + 1 : after.left >= before.right - 1;
        if (!below && !further) found.push(`${describe(first)} then ${describe(next)} in ${describe(container)}`);
      }
    }
    return found;
  };

  it('finds what is moved out of order: the control of the check', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    expect(await page.evaluate(outOfOrder)).toEqual([]);
    // A column put last by CSS, and a row drawn backwards.
    await page.addStyleTag({
      content: '.site-footer-grid > nav:first-of-type { order: 9 } .site-footer-bottom { flex-direction: row-reverse }',
    });
    const found = await page.evaluate(outOfOrder);
    expect(found.some((pair) => pair.startsWith('nav') && pair.includes(' then nav '))).toBe(true);
    expect(found.some((pair) => pair.startsWith('p "©'))).toBe(true);
    await close();
  });

  for (const locale of ['en', 'ar'] as const) {
    for (const width of [375, 1280]) {
      it.each(routes.map((route) => [route.path] as const))(
        `${locale} at ${width} px: %s is seen in the order it is read`,
        async (path) => {
          const { page, close } = await harness.newPage({ viewport: { width, height: 900 } });
          await page.goto(`${harness.url}${locale === 'en' ? path : `/${locale}${path === '/' ? '' : path}`}`);
          await waitForHydration(page);
          expect(await page.evaluate(outOfOrder)).toEqual([]);
          await close();
        },
      );
    }
  }
});
