import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** WCAG 2.2 A and AA, and what 2.0 and 2.1 asked before. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's WCAG 2.2 AA violations on the page (or within `include`), one readable line per
 * failing element: rule, impact, selector and axe's summary. Only violations are worked out in
 * full (`resultTypes`), which makes a run several times faster.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA).options({ resultTypes: ['violations'] });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) ${violation.help} at ${node.target.join(' ')}: ${node.failureSummary?.replace(/\n/g, ' ')}`,
    ),
  );
}
