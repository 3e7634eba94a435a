import type { CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultLocale, localizedPath, locales, type LocaleCode } from '../../src/i18n/locales';
import { pageKey, routes } from '../../src/routes';
import { pageColor } from '../../src/styles/themeColor';
import { axeViolations, COLOUR_RULES } from './axe';
import { describeInBrowser, useBrowser, waitForHydration, type RecordedPage } from './browser';
import { FOCUSABLE, focusStop, measureRing, REACH, type Stop } from './focusRing';
import { liveRegions } from './liveRegions';
import {
  ENGLISH_INTERFACE,
  labelsThatBreak,
  orphanedLines,
  outOfOrder,
  PHONES,
  phones,
  readableText,
  recordLayoutShifts,
  repeatedSentences,
} from './pageChecks';
import { cropBitmap, decodePng, type Bitmap } from './png';
import { wordsOf } from './words';

/*
 * One sweep of the site in Chromium: every route (and the not-found page) is loaded once per view
 * (language × width × colour scheme), and every check that judges a page there runs on that one
 * load: the route's h1, the scheme painted, axe-core (WCAG 2.2 AA), sideways scroll (at the view's
 * width and, by resizing, the narrower ones), layout shift, console errors and CSP violations,
 * English left in another language, reading order, live regions, orphaned words and repeated
 * sentences, the drawn phones and their screens' labels, rows that line up, headline figures on
 * one line, WCAG 1.4.12's text spacing, a 32 px default font size, the theme control's labels and
 * the focus ring of every control. A page's test collects every failure before it
 * fails, each naming the check and what to change; the test's name says page, language, width
 * and scheme. The sweep files (tests/e2e/sweep-*.test.ts) each take a share of the views.
 */

export type Scheme = 'light' | 'dark';

export interface View {
  locale: LocaleCode;
  width: number;
  scheme: Scheme;
}

/** What a check sees of one load. */
interface Load {
  page: Page;
  view: View;
  /** The route's path within its language ('/business'), or NOT_FOUND. */
  path: string;
  /** Console errors and page errors since this load began. */
  errors: string[];
  cspViolations(): Promise<string[]>;
  /** Values a view's checks gather across its pages (an opening's lead, page by page). */
  gathered: Map<string, number>;
  /** What a view's checks have measured on an earlier page and need not measure again. */
  measured: Set<string>;
}

interface Check {
  /** Said before each failure: what was checked. */
  name: string;
  applies(view: View, path: string): boolean;
  /** Each failure as a sentence that says what to change; none when the page passes. */
  run(load: Load): Promise<string[]>;
}

/** A path no route matches, in each language: the not-found page. */
export const NOT_FOUND = '/no-such-page';
const HEIGHT = 900;
/** The languages other than English written in its script: they share its components, colours and layouts. */
const LATIN_OTHERS: LocaleCode[] = locales
  .filter((locale) => locale !== defaultLocale && locale.script === defaultLocale.script)
  .map((locale) => locale.code);
/** The languages whose longer words or other scripts meet the phone, tablet and desktop headers: every translation. */
const NARROWER_WIDTHS: LocaleCode[] = locales.filter((locale) => locale !== defaultLocale).map((locale) => locale.code);
/** Routes whose opening is the site's grid: every page but the centred sign-in and sign-up forms and the aliases. */
const GRID_ROUTES: string[] = routes
  .filter((route) => !['/signin', '/signup'].includes(route.path) && !('canonicalPath' in route))
  .map((r) => r.path);
/** Routes with a page of their own (an alias shows another route's page). */
const OWN_PAGES: string[] = routes.filter((route) => !('canonicalPath' in route)).map((route) => route.path);
/** The pages that draw the app's screens. */
const PHONE_PAGES = Object.keys(PHONES);
/** The pages with headline figures: the home page's band and the business page's opening. */
const FIGURE_PAGES = ['/', '/business'];
const isRoute = (path: string) => path !== NOT_FOUND;
const localeOf = (code: LocaleCode) => locales.find((locale) => locale.code === code)!;

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;

/** Every view the sweep loads, and what decides which checks run in it (each check's `applies`). */
export const VIEWS: View[] = [
  ...(['light', 'dark'] as const).flatMap((scheme) => [375, 1280].map((width) => ({ locale: 'en' as const, width, scheme }))),
  ...locales
    .filter((locale) => locale.code !== 'en')
    .flatMap((locale) => [375, 1280].map((width) => ({ locale: locale.code, width, scheme: 'light' as const }))),
  // The dark palette in the other scripts, at the layout with the most side by side.
  ...(['ar', 'hi'] as const).map((locale) => ({ locale, width: 1280, scheme: 'dark' as const })),
];

// Every dark view's light twin is swept, with every axe rule (the axe check's `applies`).
for (const view of VIEWS.filter((entry) => entry.scheme === 'dark')) {
  if (!VIEWS.some((twin) => twin.scheme === 'light' && twin.locale === view.locale && twin.width === view.width))
    throw new Error(`The dark view ${view.locale} at ${view.width} px has no light twin: add one to VIEWS, or run every axe rule in it`);
}

export const viewName = ({ locale, width, scheme }: View) => `${localeOf(locale).name} (${locale}) at ${width} px, ${scheme}`;

/** Runs in the page: how many headline figures it shows, and those that take more than one line. */
function figureLines() {
  const figures = [...document.querySelectorAll<HTMLElement>('#stats dl dd, main > section:first-of-type dl dd')];
  const broken = figures.filter((figure) => {
    const range = document.createRange();
    range.selectNodeContents(figure);
    // One line box: every fragment of the text ends on the same baseline.
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size > 1;
  });
  return { count: figures.length, broken: broken.map((figure) => figure.textContent ?? '') };
}

/** Runs in the page: how far it scrolls sideways, and the element that reaches furthest out. */
function sideways() {
  const overflow = document.documentElement.scrollWidth - innerWidth;
  if (overflow <= 0) return null;
  let widest: Element | undefined;
  let reach = 0;
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    const out = Math.max(box.right - innerWidth, -box.left);
    if (box.width > 0 && out > reach) [widest, reach] = [element, out];
  }
  const name = widest
    ? `${widest.tagName.toLowerCase()}${widest.className && typeof widest.className === 'string' ? `.${widest.className.split(' ')[0]}` : ''} "${(widest.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30)}"`
    : 'nothing measurable';
  return `${overflow} px (${name} reaches ${Math.round(reach)} px past the edge)`;
}

async function sidewaysAt(page: Page, width: number): Promise<string[]> {
  const overflow = await page.evaluate(sideways);
  return overflow ? [`scrolls sideways at ${width} px by ${overflow}: let it wrap, shrink or scroll inside itself`] : [];
}

/**
 * Sideways scroll once a resize has settled: the page's own updates to a new width (React's, under
 * a starved CPU) may take a few frames more, so it fails only when the scroll outlasts a second.
 */
async function settledSidewaysAt(page: Page, width: number): Promise<string[]> {
  for (let attempt = 0; ; attempt += 1) {
    const failures = await sidewaysAt(page, width);
    if (failures.length === 0 || attempt === 5) return failures;
    await page.waitForTimeout(200);
  }
}

/** At other widths of the same load: resized, measured, then put back. */
async function atWidths(page: Page, widths: number[], measure: (width: number) => Promise<string[]>): Promise<string[]> {
  const original = page.viewportSize()!;
  const failures: string[] = [];
  try {
    for (const width of widths) {
      await page.setViewportSize({ width, height: original.height });
      // What follows a resize gets its frames first, and what it set moving (the header's panel
      // easing out of the bar into the menu) is put where it comes to rest: a visitor's resize, not
      // a layout, moved it, and its 700 ms would be waited out at every width of every page.
      await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        for (const animation of document.getAnimations())
          if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
      });
      failures.push(...(await measure(width)));
    }
  } finally {
    await page.setViewportSize(original);
  }
  return failures;
}

const MENU_BUTTON = 'header button[aria-controls="primary-navigation"]';

/** Opens the phone menu from the keyboard, as a keyboard visitor would (focus that follows is shown). */
async function openMenu(page: Page): Promise<void> {
  if ((await page.locator(MENU_BUTTON).getAttribute('aria-expanded')) !== 'true') {
    await page.locator(MENU_BUTTON).focus();
    await page.keyboard.press('Enter');
  }
  await page.locator('#primary-navigation').waitFor();
}

/** Runs in the page: where everything that scrolls stands, the window and any box inside it. */
function scrollState() {
  const boxes = [...document.querySelectorAll('*')].filter((element) => element.scrollLeft !== 0 || element.scrollTop !== 0);
  return [scrollX, scrollY, ...boxes.map((element) => `${element.scrollLeft}:${element.scrollTop}`)].join(',');
}

/**
 * Every control's focus ring at 3:1 or more against what is behind it (tests/support/focusRing.ts
 * says how a ring is measured). Each control is photographed focused; the same screen unfocused is
 * photographed once for each scroll position the controls share, not once per control. Every
 * caller measures under reduced motion, where nothing focus or blur changes moves: each screenshot
 * paints a frame of its own, so nothing waits for frames before it. A control that falls short is
 * measured again the whole way (focused and unfocused side by side, each after two frames) before it
 * counts as a failure, so a frame that showed the screen a step behind can only cost a second look,
 * never pass a ring.
 */
async function focusRingFailures(page: Page, { selector, atLeast }: { selector: string; atLeast: number }): Promise<string[]> {
  const viewport = page.viewportSize()!;
  const failures: string[] = [];
  const devtools = await page.context().newCDPSession(page);
  try {
    return await measureRings(page, devtools, { selector, atLeast, viewport, failures });
  } finally {
    await devtools.detach();
  }
}

/**
 * The screen, or a part of it (`clip`, in the viewport's pixels), as PNG, straight from the
 * DevTools protocol: lossless as Playwright's `page.screenshot`, which adds a round trip to hide
 * the caret (inside a control, where no ring is measured) and a slower encoding, and cost twice
 * the CPU per picture. Hundreds are taken per view.
 */
async function screenshot(devtools: CDPSession, clip?: { x: number; y: number; width: number; height: number }): Promise<Buffer> {
  // The protocol's clip is in the document's pixels: the viewport's plus where it is scrolled to.
  const scrolled: [number, number] = clip
    ? ((await devtools.send('Runtime.evaluate', { expression: '[visualViewport.pageLeft, visualViewport.pageTop]', returnByValue: true }))
        .result.value as [number, number])
    : [0, 0];
  const { data } = await devtools.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    ...(clip ? { clip: { ...clip, x: clip.x + scrolled[0], y: clip.y + scrolled[1], scale: 1 } } : {}),
  });
  return Buffer.from(data, 'base64');
}

async function measureRings(
  page: Page,
  devtools: CDPSession,
  {
    selector,
    atLeast,
    viewport,
    failures,
  }: { selector: string; atLeast: number; viewport: { width: number; height: number }; failures: string[] },
): Promise<string[]> {
  const unfocusedAt = new Map<string, Bitmap>();
  const blur = (settle: boolean) =>
    page.evaluate((settle) => {
      (document.activeElement as HTMLElement | null)?.blur();
      return settle && new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }, settle);
  const clipOf = (stop: Stop) => {
    const x = Math.max(0, Math.floor(stop.box.x) - REACH);
    const y = Math.max(0, Math.floor(stop.box.y) - REACH);
    return {
      x,
      y,
      width: Math.min(viewport.width, Math.ceil(stop.box.x + stop.box.width) + REACH) - x,
      height: Math.min(viewport.height, Math.ceil(stop.box.y + stop.box.height) + REACH) - y,
    };
  };
  let measured = 0;
  for (let index = 0; ; index += 1) {
    const [stop, at] = (await page.evaluate(
      `Promise.all([(${focusStop.toString()})(${JSON.stringify([selector, index, false])}), (${scrollState.toString()})()])`,
    )) as [Stop | null, string];
    if (!stop) break;
    const clip = clipOf(stop);
    if (clip.width <= 0 || clip.height <= 0) {
      failures.push(`${stop.name}: not on screen once focused (${JSON.stringify(stop.box)}): let focus scroll it into view`);
      continue;
    }
    const focused = await screenshot(devtools, clip);
    let unfocused = unfocusedAt.get(at);
    if (!unfocused) {
      await blur(false);
      unfocused = decodePng(await screenshot(devtools));
      unfocusedAt.set(at, unfocused);
    }
    let ring = measureRing(focused, cropBitmap(unfocused, clip), clip, stop, viewport);
    if (stop.focusVisible && ring.ringPixels < ring.needed) {
      const settled = (await page.evaluate(focusStop, [selector, index, true] as [string, number, boolean]))!;
      const again = clipOf(settled);
      if (again.width > 0 && again.height > 0) {
        const focusedAgain = await screenshot(devtools, again);
        await blur(true);
        ring = measureRing(focusedAgain, await screenshot(devtools, again), again, settled, viewport);
      }
    }
    measured += 1;
    if (!stop.focusVisible) failures.push(`${stop.name}: focus is not shown (:focus-visible does not match): style :focus-visible`);
    else if (ring.ringPixels < ring.needed) {
      const { weakest } = ring;
      const seen = weakest ? `; its best colour short of 3:1: ${weakest.ring} on ${weakest.behind}, ${weakest.ratio.toFixed(2)}:1` : '';
      failures.push(
        `${stop.name}: ${ring.ringPixels} ring pixels at 3:1, ${ring.needed} needed${seen}: give the ring a colour at 3:1 on this surface`,
      );
    }
  }
  if (measured <= atLeast) failures.push(`only ${measured} controls measured, more than ${atLeast} expected: is the page all there?`);
  return failures;
}

/**
 * Runs in the page: WCAG 1.4.12's text spacing (pageChecks.ts), set on every element as the
 * bookmarklet's `!important` rules would set it, through the CSSOM, which the page's CSP leaves to
 * the visitor (a style element needs the test's context to bypass the CSP); true once it took.
 */
async function spaceText(): Promise<boolean> {
  for (const element of document.querySelectorAll<HTMLElement>('body, body *')) {
    element.style.setProperty('line-height', '1.5', 'important');
    element.style.setProperty('letter-spacing', '0.12em', 'important');
    element.style.setProperty('word-spacing', '0.16em', 'important');
    if (element.tagName === 'P') element.style.setProperty('margin-bottom', '2em', 'important');
  }
  // Read once painted, as a visitor would see it.
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return getComputedStyle(document.body).wordSpacing !== '0px';
}

/** Runs in the page: the text that a box which hides its overflow cuts off, and the sideways scroll. */
function lostText() {
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
  return clipped.map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.slice(0, 40)}"`);
}

/** Runs in the page: words of a phone's screens drawn outside the phone or cut off by a box inside it. */
function cutPhoneWords() {
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
}

/** Runs in the page: the theme control's labels, how many lines each takes, and each segment's height. */
function themeLabels() {
  const root = document.querySelector('header .theme-control')!;
  const labels = [...root.querySelectorAll<HTMLElement>(':scope > span:first-child, label > span > span')].map((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
    return { text: label.textContent, lines: lines.size, shown: label.getBoundingClientRect().width > 1 };
  });
  const heights = [...root.querySelectorAll('label > span')].map((segment) => segment.getBoundingClientRect().height);
  return { labels, heights };
}

async function themeLabelFailures(page: Page, width: number): Promise<string[]> {
  const inMenu = width < 768;
  const { labels, heights } = await page.evaluate(themeLabels);
  const failures: string[] = [];
  if (labels.length !== 4) failures.push(`${labels.length} labels in the theme control, 4 expected (its name and three choices)`);
  // In the menu every word is shown; in the bar none is (the icons name the choices to sight).
  for (const label of labels) {
    if (label.shown !== inMenu)
      failures.push(`theme label "${label.text}" ${inMenu ? 'hidden in the menu' : 'shown in the bar'} at ${width} px`);
    if (label.lines !== 1)
      failures.push(`theme label "${label.text}" wraps onto ${label.lines} lines at ${width} px: shorten it or give it room`);
  }
  if (new Set(heights).size !== 1)
    failures.push(`theme control's segments of unequal heights at ${width} px (${heights.join(', ')}): a label wraps`);
  return failures;
}

/** `measured`'s entry once a view's header and footer rings are measured. */
const FRAME_RINGS = 'focus rings of the header and footer';

const CHECKS: Check[] = [
  {
    name: 'language',
    applies: () => true,
    async run({ page, view }) {
      const lang = await page.getAttribute('html', 'lang');
      return lang === localeOf(view.locale).lang ? [] : [`<html lang="${lang}">, ${localeOf(view.locale).lang} expected`];
    },
  },
  {
    name: 'heading',
    applies: (_view, path) => isRoute(path),
    async run({ page, view, path }) {
      const expected = wordsOf(view.locale, 'shell').pages[pageKey(routes.find((route) => route.path === path)!)].heading;
      const shown = await page.locator('h1').first().textContent();
      return shown === expected ? [] : [`the h1 says "${shown}", the route's heading "${expected}" expected`];
    },
  },
  {
    name: 'colour scheme',
    applies: () => true,
    async run({ page, view }) {
      const painted = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      return painted === rgb(pageColor[view.scheme])
        ? []
        : [`the page is painted ${painted}, the ${view.scheme} scheme's ${rgb(pageColor[view.scheme])} expected`];
    },
  },
  {
    name: 'axe-core (WCAG 2.2 AA)',
    // The languages in Latin script share English's components, colours and layouts: their words
    // are checked at the phone width, where text has the least room; the other scripts everywhere.
    applies: (view) => !(LATIN_OTHERS.includes(view.locale) && view.width > 375),
    // A dark view differs from its light twin (same language and width, every rule run) in colour
    // alone: there, the rules that judge colours.
    run: ({ page, view }) => axeViolations(page, undefined, view.scheme === 'dark' ? COLOUR_RULES : undefined),
  },
  {
    name: 'sideways scroll',
    applies: () => true,
    run: ({ page, view }) => sidewaysAt(page, view.width),
  },
  {
    name: 'layout shift',
    applies: () => true,
    async run({ page }) {
      const shift = await page.evaluate(() => (window as unknown as { __layoutShift: { painted: number; parsing: number } }).__layoutShift);
      const failures: string[] = [];
      if (shift.painted > 0)
        failures.push(
          `${shift.painted.toFixed(4)} once the whole document was painted (0 allowed): reserve the space of what arrives late`,
        );
      if (shift.parsing >= 0.01)
        failures.push(
          `${shift.parsing.toFixed(4)} while the document was parsed (under 0.01 allowed): give what is painted first its final size`,
        );
      return failures;
    },
  },
  {
    name: 'English left',
    applies: (view) => view.locale !== 'en' && view.width === 1280,
    async run({ page }) {
      const text = await readableText(page);
      return ENGLISH_INTERFACE.filter((phrase) => text.includes(phrase)).map(
        (phrase) => `"${phrase}" is still English: translate its message`,
      );
    },
  },
  {
    name: 'reading order (WCAG 1.3.2)',
    applies: (view, path) => ['en', 'ar'].includes(view.locale) && view.scheme === 'light' && isRoute(path),
    async run({ page }) {
      return (await page.evaluate(outOfOrder)).map(
        (pair) => `${pair}: seen in another order than read; change the source order or the layout`,
      );
    },
  },
  {
    name: 'live regions (WCAG 4.1.3)',
    applies: (view) => view.width === 1280 && view.scheme === 'light',
    async run({ page }) {
      const regions = await liveRegions(page);
      const failures = regions
        .filter((region) => !region.exposed || region.live === undefined)
        .map((region) => `${region.element} is not in the accessibility tree as a live region before it speaks: keep it rendered, empty`);
      if (!regions.some((region) => region.element.includes('data-route-announcer')))
        failures.push('no route announcer: the layout renders one on every page');
      return failures;
    },
  },
  {
    name: 'opening',
    applies: (view, path) => view.locale === 'en' && view.width === 1280 && view.scheme === 'light' && GRID_ROUTES.includes(path),
    async run({ page, path, gathered }) {
      const opening = await page.evaluate(() => {
        const heading = document.querySelector('main h1')!;
        // The lead: the paragraph that follows the h1 in its column.
        let lead = heading.nextElementSibling;
        while (lead && lead.tagName !== 'P') lead = lead.nextElementSibling;
        const intro = document.querySelector('main > section')!;
        const middle = intro.getBoundingClientRect().left + intro.getBoundingClientRect().width / 2;
        const filled = [...intro.querySelectorAll('*')].some((element) => {
          const box = element.getBoundingClientRect();
          return box.left > middle && box.width > 100 && box.height > 20;
        });
        return { lead: lead ? Math.round(lead.getBoundingClientRect().left) : null, filled };
      });
      if (opening.lead !== null) gathered.set(path, opening.lead);
      const failures: string[] = [];
      if (opening.lead === null) failures.push('no paragraph after the h1: the opening has no lead');
      if (!opening.filled) failures.push('the second column of the opening is empty: put the page’s picture or panel beside its heading');
      return failures;
    },
  },
  {
    name: 'orphaned word',
    applies: (view, path) => view.width === 1280 && view.scheme === 'light' && OWN_PAGES.includes(path),
    async run({ page }) {
      return (await orphanedLines(page)).map((text) => `"${text}" ends with a word alone on its line: balance it (text-wrap) or reword`);
    },
  },
  {
    name: 'sentence said twice',
    applies: (view, path) => view.width === 1280 && view.scheme === 'light' && OWN_PAGES.includes(path),
    async run({ page, view }) {
      return (await repeatedSentences(page, localeOf(view.locale).lang)).map((text) => `"${text}": say it once on the page`);
    },
  },
  {
    name: 'theme control labels',
    applies: (view, path) => path === '/' && view.scheme === 'light',
    async run({ page, view }) {
      if (view.width >= 768) return themeLabelFailures(page, view.width);
      await openMenu(page);
      return [
        ...(await themeLabelFailures(page, view.width)),
        ...(await atWidths(page, [320], (width) => themeLabelFailures(page, width))),
      ];
    },
  },
  {
    name: 'focus ring (WCAG 2.4.7, 1.4.11)',
    // Every page in English at the desktop width, the home page in the other scripts; on a phone,
    // the open menu.
    applies: (view, path) =>
      (view.width === 1280 && (view.locale === 'en' || (['ar', 'hi'].includes(view.locale) && path === '/'))) ||
      (view.width === 375 && view.locale === 'en' && path === '/'),
    async run({ page, view, measured }) {
      // A key press first, as a keyboard visitor's: focus that follows it is shown (:focus-visible).
      await page.keyboard.press('Tab');
      if (view.width >= 768) {
        // The header and the footer are the same on every page of a view: their rings are measured
        // on the first page the view loads, and on the others only the link to the page itself.
        const frameMeasured = measured.has(FRAME_RINGS);
        measured.add(FRAME_RINGS);
        return frameMeasured
          ? focusRingFailures(page, { selector: `:is(${FOCUSABLE}):not(:is(header, footer) :not([aria-current]))`, atLeast: 0 })
          : focusRingFailures(page, { selector: FOCUSABLE, atLeast: 15 });
      }
      // What a phone's menu draws, without motion: its controls as they settle.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      try {
        await openMenu(page);
        return await focusRingFailures(page, { selector: `#primary-navigation :is(${FOCUSABLE})`, atLeast: 8 });
      } finally {
        await page.emulateMedia({ reducedMotion: 'no-preference' });
      }
    },
  },
  {
    name: 'drawn phones',
    applies: (_view, path) => path in PHONES,
    async run({ page, path }) {
      const drawn = await phones(page);
      const failures = drawn.length === PHONES[path] ? [] : [`${drawn.length} phones drawn, ${PHONES[path]} expected`];
      for (const phone of drawn) {
        if (phone.label.length <= 40) failures.push(`a phone's text alternative "${phone.label}" says too little of its screen`);
        // 17.5rem × 36rem, whatever the page around it.
        if (phone.width !== 280 || phone.height !== 576) failures.push(`a phone ${phone.width} × ${phone.height} px, 280 × 576 expected`);
        // The app's screen is drawn on the page's own colour in either scheme.
        if (phone.screen !== phone.page) failures.push(`a phone's screen painted ${phone.screen} on a page painted ${phone.page}`);
      }
      return failures;
    },
  },
  {
    name: 'rows lined up',
    // The testimonials' author rows and the business steps' outcomes side by side, the dashboard's values two by two.
    applies: (view, path) =>
      view.scheme === 'light' &&
      ((view.width === 1280 && ['/', '/business'].includes(path)) || (view.width === 375 && path === '/dashboard')),
    async run({ page, path }) {
      // Within the first match of `within`: what lines up, and by which edge.
      const [within, selector, expected, edge] = (
        {
          '/': ['main', '#testimonials figcaption', 3, 'top'],
          '/business': ['main', '#process ol > li > p:last-child', 3, 'top'],
          '/dashboard': ['main dl', 'dd', 4, 'bottom'],
        } as const
      )[path as '/' | '/business' | '/dashboard'];
      const at = await page
        .locator(within)
        .first()
        .locator(selector)
        .evaluateAll((elements, side) => elements.map((element) => element.getBoundingClientRect()[side]), edge);
      if (at.length !== expected) return [`${at.length} of ${selector} found, ${expected} expected`];
      const rows = path === '/dashboard' ? [at.slice(0, 2), at.slice(2)] : [at];
      return rows
        .filter((row) => Math.max(...row) - Math.min(...row) > 1)
        .map((row) => `${selector}: ${edge}s at ${row.map(Math.round).join(', ')} px: line them up (1 px at most apart)`);
    },
  },
  {
    name: 'headline figures on one line',
    applies: (view, path) => view.scheme === 'light' && FIGURE_PAGES.includes(path),
    run: ({ page, view }) =>
      atWidths(page, view.width === 375 ? [375, 320] : [1280, 1024, 768], async (width) => {
        const figures = await page.evaluate(figureLines);
        const failures = figures.broken.map((figure) => `"${figure}" takes more than one line at ${width} px: keep a figure whole`);
        if (figures.count < 4) failures.push(`only ${figures.count} headline figures at ${width} px, 4 or more expected`);
        return failures;
      }),
  },
  {
    // After the checks that read the page as loaded: a resize can leave a menu as a narrower layout set it.
    name: 'sideways scroll, narrower',
    // The narrowest phone in the dark scheme (the theme's own check), and the widths where every
    // translation's longer words or other scripts meet the phone, tablet and desktop headers.
    applies: (view) =>
      view.scheme === 'dark'
        ? view.locale === 'en' && view.width === 375
        : view.scheme === 'light' && NARROWER_WIDTHS.includes(view.locale),
    run: ({ page, view }) => atWidths(page, view.width === 375 ? [320] : [768, 1024], (width) => settledSidewaysAt(page, width)),
  },
  {
    name: 'drawn screens’ labels',
    applies: (view, path) => view.width === 375 && view.scheme === 'light' && [...PHONE_PAGES, '/business'].includes(path),
    async run({ page }) {
      // Last but one: it finishes the page's animations and takes the phones out of their lean.
      return atWidths(page, [375, 1280], async (width) => {
        const labels = await labelsThatBreak(page);
        const failures = labels.broken.map(
          (label) => `at ${width} px "${label}": keep a chip, pill, tag or button on one line, inside its picture`,
        );
        if (labels.count < 3) failures.push(`at ${width} px only ${labels.count} labels found in the drawn screens, 3 or more expected`);
        return failures;
      });
    },
  },
  {
    name: 'text spacing (WCAG 1.4.12)',
    applies: (view, path) =>
      view.scheme === 'light' && ((view.locale === 'en' && isRoute(path)) || (view.width === 1280 && PHONE_PAGES.includes(path))),
    async run({ page, view, path }) {
      const failures: string[] = [];
      const phones = view.width === 1280 && PHONE_PAGES.includes(path);
      if (phones) {
        // At the page's own spacing every screen's words fit its phone, which keeps its size.
        const heights = await page
          .locator('[role="img"][data-arrival]')
          .evaluateAll((all) => all.map((phone) => (phone as HTMLElement).offsetHeight));
        if (heights.length === 0) failures.push('no phone on the page');
        if (heights.some((height) => height !== 576))
          failures.push(`phones ${heights.join(', ')} px tall at the page's own spacing, 576 expected`);
      }
      const applied = await page.evaluate(spaceText);
      if (!applied) return [...failures, 'the text spacing did not take'];
      if (phones)
        failures.push(
          ...(await page.evaluate(cutPhoneWords)).map((words) => `"${words}" cut off in its phone: let the phone grow with its words`),
        );
      if (view.locale === 'en') {
        failures.push(...(await page.evaluate(lostText)).map((what) => `${what} clipped: let the box grow with its text`));
        failures.push(...(await sidewaysAt(page, view.width)));
      }
      return failures;
    },
  },
  {
    name: 'a 32 px default font size (WCAG 1.4.4, 1.4.10)',
    applies: (view, path) => view.locale === 'en' && view.width === 1280 && view.scheme === 'light' && isRoute(path),
    async run({ page }) {
      // Set as the browser's settings page would (DevTools protocol); the breakpoints are in em.
      const devtools = await page.context().newCDPSession(page);
      try {
        await devtools.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 32 } });
        const took = await page
          .waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '32px', undefined, { timeout: 5_000 })
          .then(
            () => true,
            () => false,
          );
        if (!took)
          return [`the default font size did not take (${await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)})`];
        return await atWidths(page, [1280, 1024, 768], (width) => sidewaysAt(page, width));
      } finally {
        await devtools.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        await devtools.detach();
      }
    },
  },
  // Last: what the page logged and refused while every check above ran.
  {
    name: 'console',
    applies: () => true,
    async run({ path, errors }) {
      // The not-found page is answered with its status, which the console reports.
      return errors
        .filter((error) => !(path === NOT_FOUND && error.includes('status of 404')))
        .map((error) => `${error}: fix what logs it`);
    },
  },
  {
    name: 'CSP',
    applies: () => true,
    async run({ cspViolations }) {
      return (await cspViolations()).map((violation) => `${violation} refused: serve it from the origin, or as a file the policy allows`);
    },
  },
];

/** The pages of a view: every route, then the not-found page. */
export const pagesOf = () => [...routes.map((route) => route.path), NOT_FOUND];

/** How many checks each page of a view gets. */
export const checksOf = (view: View, path: string) => CHECKS.filter((check) => check.applies(view, path)).map((check) => check.name);

/** The sweep of some views, one test per page: see the top of this file. */
export function sweep(views: View[]) {
  describeInBrowser('every page of every view, every check on one load', () => {
    const harness = useBrowser();
    // Where this file's time goes, check by check (SWEEP_TIMES=1): what to make faster first.
    const spent = new Map<string, number>();
    const LOADING = '(the page loading and hydrating)';
    if (process.env.SWEEP_TIMES)
      afterAll(() => {
        const rows = [...spent].sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${(ms / 1000).toFixed(1).padStart(7)} s  ${name}`);
        console.log(`Sweep time by check:\n${rows.join('\n')}`);
      });

    for (const view of views) {
      describe(viewName(view), () => {
        const gathered = new Map<string, number>();
        const measured = new Set<string>();
        // One page for the whole view: each route loads into it in turn.
        let recorded: RecordedPage;
        beforeAll(async () => {
          recorded = await harness.newPage({
            viewport: { width: view.width, height: HEIGHT },
            colorScheme: view.scheme,
            // The desktop views measure focus rings on screens that hold still.
            reducedMotion: view.width >= 768 ? 'reduce' : 'no-preference',
          });
          await recordLayoutShifts(recorded.page);
        });
        afterAll(() => recorded.close());

        it.each(pagesOf().map((path) => [localizedPath(localeOf(view.locale), path), path] as const))(
          '%s: every check',
          async (url, path) => {
            const { page, errors, cspViolations } = recorded;
            errors.length = 0;
            const loading = performance.now();
            await page.goto(`${harness.url}${url}`);
            await waitForHydration(page);
            spent.set(LOADING, (spent.get(LOADING) ?? 0) + performance.now() - loading);
            const load: Load = { page, view, path, errors, cspViolations, gathered, measured };
            const failures: string[] = [];
            for (const check of CHECKS.filter((entry) => entry.applies(view, path))) {
              const started = performance.now();
              failures.push(...(await check.run(load)).map((failure) => `${check.name}: ${failure}`));
              spent.set(check.name, (spent.get(check.name) ?? 0) + performance.now() - started);
            }
            expect(failures, `${url} in ${viewName(view)}`).toEqual([]);
          },
        );

        if (view.locale === 'en' && view.width === 1280 && view.scheme === 'light') {
          it('starts every opening’s lead on the same line, legal pages included', () => {
            const starts = Object.fromEntries(gathered);
            const xs = Object.values(starts);
            expect(xs.length, 'openings measured').toBe(GRID_ROUTES.length);
            expect(Math.max(...xs) - Math.min(...xs), `each opening's lead starts at (px): ${JSON.stringify(starts)}`).toBeLessThanOrEqual(
              8,
            );
          });
        }
      });
    }
  });
}
