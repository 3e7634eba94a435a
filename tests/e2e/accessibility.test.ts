import AxeBuilder from '@axe-core/playwright';
import { expect, it } from 'vitest';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];
const WIDTHS = [375, 1280] as const;

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** One readable line per failing element: rule, impact, selector and axe's summary. */
function describeViolations(violations: Violation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) => `${violation.id} (${violation.impact}) ${violation.help}\n    at ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, ' ')}`,
      ),
    )
    .join('\n');
}

describeInBrowser('axe-core, WCAG 2.2 AA', () => {
  const harness = useBrowser();

  for (const width of WIDTHS) {
    it.each(routes.map((route) => [route.path] as const))(`%s has no violations at ${width} px`, async (path) => {
      const { page, errors, cspViolations, close } = await harness.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${harness.url}${path}`);
      await waitForHydration(page);
      const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
      expect(describeViolations(violations), `${path} at ${width} px`).toBe('');
      expect(errors).toEqual([]);
      expect(await cspViolations()).toEqual([]);
      await close();
    });
  }

  it('has no violations with the mobile menu open', async () => {
    const { page, close } = await harness.newPage({ viewport: { width: 375, height: 900 } });
    await page.goto(`${harness.url}/`);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).include('header').analyze();
    expect(describeViolations(violations)).toBe('');
    await close();
  });
});
