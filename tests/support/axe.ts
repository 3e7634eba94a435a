import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 AA, the level the site is held to (issue 6). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core over the page as a visitor sees it once they have scrolled through it. Bands below
 * the fold use `content-visibility: auto`, so the browser skips painting them until they come
 * near the viewport; axe cannot read the colours of skipped content and reports nonsense
 * contrasts for it. Rendering every band first (through the CSSOM, which the CSP allows) gives
 * axe the real colours; nothing else about the page changes.
 */
export function axeScan(page: Page, include?: string): ReturnType<AxeBuilder['analyze']> {
  return page
    .evaluate(() => {
      for (const element of document.querySelectorAll<HTMLElement>('body *')) {
        if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
      }
    })
    .then(() => {
      const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
      return (include ? builder.include(include) : builder).analyze();
    });
}
