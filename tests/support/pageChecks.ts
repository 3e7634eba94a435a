import type { Page } from 'playwright-core';
import { steps } from '../../src/content/howItWorksData';

/*
 * What the sweep (tests/support/sweep.ts) and a few single tests measure in a page, each written
 * once: layout shifts, reading order, the drawn phones and their screens' labels, lines and
 * sentences, English left in another language.
 */

/** The drawn pictures of the app and of the deliverable: the phones, and the business page's sample delivery. */
export const DRAWN = '[role="img"][data-arrival], main figure:has(pre)';

/** The pages that draw the app's screens, and how many phones each draws. */
export const PHONES: Record<string, number> = { '/': 1, '/how-it-works': steps.length, '/app-download': 1 };

/** Each drawn phone's text alternative, laid-out size (the entrance's transform does not count) and screen colour, beside the page's. */
export function phones(page: Page) {
  return page.locator('[role="img"][aria-label]').evaluateAll((elements) =>
    elements
      .filter((element) => element.querySelector('ul, svg'))
      .map((element) => ({
        label: element.getAttribute('aria-label') ?? '',
        width: (element as HTMLElement).offsetWidth,
        height: (element as HTMLElement).offsetHeight,
        screen: getComputedStyle(element.firstElementChild!).backgroundColor,
        page: getComputedStyle(document.body).backgroundColor,
      })),
  );
}

/**
 * Sums the layout shifts of each document the page loads, in two parts. Once the parsed document
 * has been painted in full (the second frame after DOMContentLoaded), nothing may move: not
 * hydration, images, the theme or client code. Before that, on a starved CPU, Chromium may paint
 * a half-parsed page (an icon before its label, one button of a group before the others), and the
 * rest of the markup then moves what was painted. No valid markup prevents that (`<link
 * rel=expect blocking=render>` would, but the Nu checker rejects it), so those shifts get a budget,
 * a tenth of what Core Web Vitals call good, instead of an exact zero.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
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

/*
 * Reading order, WCAG 1.3.2: the order the page is read in (its source) is the order it is seen in. In every box
 * that lays out its children (flex and grid), each child stands after the one before it: below it,
 * or further along the line (to the right in English, to the left in Arabic: a next column counts),
 * at 375 and 1280 px, in English and Arabic. Two arrangements are not a sequence and are let be: a
 * figure shown above its label (a term and its definition, read label first, say one thing), and
 * a picture beside the words it illustrates (a figure, or a box of nothing but a picture: HTML's
 * figure may move away from the text without changing its meaning). Pictures of the app
 * (role="img", one text alternative each) are read as one.
 */
/** Runs in the page: every pair of laid-out siblings seen in another order than the source's. */
export const outOfOrder = () => {
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

/**
 * The boxed labels of the drawn screens (chips, pills, tags, buttons, tabs): small elements with a
 * fill or a border around a few words, none of whose children is a block. Each must keep its words
 * on one line and stay inside its picture.
 */
export function labelsThatBreak(page: Page) {
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
export function orphanedLines(page: Page) {
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
export function repeatedSentences(page: Page, lang: string) {
  return page.evaluate((language) => {
    const BLOCK = 'h1, h2, h3, p, li, dt, dd, blockquote, figcaption, span, div';
    // The innermost blocks: each text is read once, in the block that holds it.
    const blocks = [...document.querySelectorAll<HTMLElement>(`main :is(${BLOCK})`)].filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true }) &&
        !element.closest('nav, a, button, pre') &&
        !element.querySelector(`${BLOCK}, select`),
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

/**
 * English interface words that must not appear on a page in another language: navigation,
 * footer, forms, demo screens, legal chrome, assistive text. (Brand and store names, which stay
 * the same everywhere, are not in the list.)
 */
export const ENGLISH_INTERFACE = [
  'Skip to main content',
  'How It Works',
  'Start Earning',
  'Get Started',
  'Help Center',
  'Contact Us',
  'Privacy Policy',
  'Terms of Service',
  'All rights reserved',
  'Platform Status',
  'opens in a new tab',
  'Sign In',
  'Sign Up',
  'Remember me',
  'Forgot password',
  'Show password',
  'Confirm password',
  '(optional)',
  'Send Message',
  'Still Need Help',
  'Search',
  'Welcome back',
  'Recent Activity',
  'Quick Actions',
  'In progress',
  'Completed',
  'Edit Profile',
  'Account Settings',
  'Download Data',
  'Delete Account',
  'Get Your Custom Quote',
  'Company',
  'Industry',
  'Budget',
  'Timeline',
  'Choose Your Store',
  'Download the App',
  'Last updated',
  'On this page',
  'Illustrative example',
  'Trusted by Teams',
  'Frequently Asked Questions',
  // The app's screens in the phones.
  'Pick one that suits you',
  'Draw a box around every car',
  'Invite a friend',
  'Continue with email',
  'Scan with your phone',
  'QR code for',
];

/** Everything a visitor or their assistive technology reads on the page. */
export function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = [...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
      ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    const hidden = [...document.querySelectorAll('body *:not(script):not(style)')].map((element) =>
      element.childElementCount === 0 ? (element.textContent ?? '') : '',
    );
    return [document.title, document.body.innerText, ...attributes, ...hidden].join('\n');
  });
}
