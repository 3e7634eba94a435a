import type { Page } from 'playwright-core';

/** The page's live regions: what a screen reader announces when their words change (WCAG 4.1.3). */
export const LIVE_REGIONS = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]';

/** A live region of the DOM as Chromium's accessibility tree holds it. */
export interface LiveRegion {
  /** Its opening tag, for a failure message. */
  element: string;
  /** In the accessibility tree: false when the tree leaves it out (display: none, hidden, aria-hidden). */
  exposed: boolean;
  /** The politeness the tree gives it (`polite`, `assertive`), or undefined when it is not a live region there. */
  live: string | undefined;
}

interface AxNode {
  ignored: boolean;
  properties?: { name: string; value: { value?: unknown } }[];
}

/**
 * Every live region of the page, in document order, as Chromium's accessibility tree exposes it
 * (DevTools protocol: the DOM's nodes, then each one's node of the accessibility tree). A region
 * that is not in the tree when its words arrive is never announced: a screen reader hears only
 * changes to regions it already knows.
 */
export async function liveRegions(page: Page): Promise<LiveRegion[]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('DOM.enable');
    await cdp.send('Accessibility.enable');
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: LIVE_REGIONS });
    return await Promise.all(
      nodeIds.map(async (nodeId) => {
        const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
        const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })) as { nodes: AxNode[] };
        const node = nodes[0];
        const live = node?.properties?.find((property) => property.name === 'live')?.value.value;
        return {
          element: outerHTML.slice(0, outerHTML.indexOf('>') + 1),
          exposed: node !== undefined && !node.ignored,
          live: typeof live === 'string' ? live : undefined,
        };
      }),
    );
  } finally {
    await cdp.detach();
  }
}
