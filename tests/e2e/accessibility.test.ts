import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { axeViolations } from '../support/axe';
import { LIVE_REGIONS, liveRegions } from '../support/liveRegions';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { contrast, fillOf, pixelsIn } from '../support/contrast';
import { recordMailDrafts } from '../support/mailDraft';
import { outOfOrder } from '../support/pageChecks';
import { decodePng } from '../support/png';
import { wordsOf } from '../support/words';

const account = wordsOf('en', 'account');
const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');

const SCHEMES = ['light', 'dark'] as const;

// Every route's axe-core sweep, layout shift, sideways scroll, console and CSP: tests/support/sweep.ts.
describeInBrowser('axe-core (WCAG 2.2 AA) on what a click opens', () => {
  const harness = useBrowser({}, { pages: 'reused' });

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
  const harness = useBrowser({}, { pages: 'reused' });

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
  const harness = useBrowser({}, { pages: 'reused' });

  async function openWithLargeText(width: number) {
    const recorded = await harness.newPage({ viewport: { width, height: 900 } });
    const devtools = await recorded.page.context().newCDPSession(recorded.page);
    await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
    return recorded;
  }

  // Every route at 1280, 1024 and 768 px: tests/support/sweep.ts.
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

// WCAG 1.4.12's text spacing on every route: tests/support/sweep.ts.

/*
 * WCAG 4.1.3: status messages reach a screen reader without taking focus. Each is written into a
 * live region that is already in the accessibility tree when its words change (a region inserted
 * with its text, or hidden until then, is not announced), so the tests listen only to the regions
 * Chromium's accessibility tree exposes before each action.
 */
describeInBrowser('status messages', () => {
  const harness = useBrowser({}, { pages: 'reused' });

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

  // Every page's live regions in the tree before they speak: tests/support/sweep.ts.

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
  const harness = useBrowser({}, { pages: 'reused' });
  /** The criterion's bound: motion that lasts longer needs a way to pause it. */
  const FIVE_SECONDS = 5_000;

  /**
   * Runs in the page: records every animation's end and every change to the page's words. Each CSS
   * animation and transition is read as it starts (its event), and every animation there is four
   * times a second besides (one made by script has no event): a watch that asks for no frames, so
   * every route watched at once costs the browser no frames of its own.
   */
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
    };
    sample();
    for (const type of ['animationstart', 'transitionrun']) document.addEventListener(type, sample, { capture: true });
    setInterval(sample, 250);
    new MutationObserver((mutations) => {
      if (
        mutations.some(
          (mutation) => mutation.type === 'characterData' || mutation.addedNodes.length > 0 || mutation.removedNodes.length > 0,
        )
      )
        record.changedWords.push(performance.now());
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  };

  type Motion = { longest: number; endless: string[]; seen: number; changedWords: number[]; settled: number };
  const PATHS = [...routes.map((route) => route.path), '/ar', '/hi'];

  /** One route read through as a visitor scrolls, then left alone for longer than five seconds. */
  async function watchRoute(path: string): Promise<Motion> {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 812 } });
    try {
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      await page.evaluate(watchMotion);
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 120));
        }
      });
      const settled = await page.evaluate(() => performance.now());
      await page.waitForTimeout(FIVE_SECONDS + 500);
      const motion = await page.evaluate(() => (window as unknown as { __motion: Omit<Motion, 'settled'> }).__motion);
      return { ...motion, settled };
    } finally {
      await close();
    }
  }

  // Mostly waiting: every route is watched side by side, in one wait, and each route's test reads its own record.
  const watched = new Map<string, Promise<Motion>>();
  beforeAll(() => {
    for (const path of PATHS) {
      const motion = watchRoute(path);
      // Its test reports a failure; until it reads it, it is not an unhandled rejection.
      motion.catch(() => undefined);
      watched.set(path, motion);
    }
  });

  it.concurrent.each(PATHS)('%s: moves for five seconds at most, and never updates by itself', async (path) => {
    const motion = await watched.get(path)!;
    expect(motion.endless, 'animations that never end').toEqual([]);
    // Each animation's end, from its own start (its delay included): none plays longer than five seconds.
    expect(motion.longest, 'the longest animation, in ms').toBeLessThanOrEqual(FIVE_SECONDS);
    expect(
      motion.changedWords.filter((at) => at > motion.settled),
      'words changed with nobody acting',
    ).toEqual([]);
  });

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

// Reading order (WCAG 1.3.2): tests/support/pageChecks.ts says how it is judged; the sweep judges every page.
describeInBrowser('reading order (WCAG 1.3.2)', () => {
  const harness = useBrowser({}, { pages: 'reused' });

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
});
