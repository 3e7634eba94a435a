import axe from 'axe-core';
import type { Page } from 'playwright-core';

/** axe's rules whose verdict depends on the colours painted: all a colour scheme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'] as const;

/**
 * axe-core's violations on the page (or within `include`), one readable line per failing element:
 * rule, impact, selector and axe's summary. Every rule axe runs by default: WCAG 2.0 to 2.2 A and
 * AA, and its best practices (one main landmark, one level-one heading, content in landmarks).
 *
 * axe runs in the page itself (`axe.run`), injected once per document. @axe-core/playwright's
 * `analyze()` does the same work through `runPartial`, which exists for pages with cross-origin
 * frames: it opens a blank page for every analysis to join the frames' results, and that page
 * cost more than the analysis. The site has no frames. Only violations are worked out in full
 * (`resultTypes`), which makes a run several times faster. `rules` runs only the rules it names.
 */
export async function axeViolations(page: Page, include?: string, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([include, rules]) => {
      const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(include ?? document, {
        resultTypes: ['violations'],
        iframes: false,
        ...(rules ? { runOnly: { type: 'rule', values: [...rules] } } : {}),
      });
      return violations.flatMap((violation) =>
        violation.nodes.map(
          (node) =>
            `${violation.id} (${violation.impact}) ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`,
        ),
      );
    },
    [include, rules] as const,
  );
}
