import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface MailDraft {
  to: string;
  subject: string;
  body: string;
}

/**
 * Reads a mailto: URL back the way a mail client does: the address, then each parameter
 * percent-decoded. Also checks that nothing typed could cut the URL short (one `?`, no `#`).
 */
export function readMailDraft(url: string): MailDraft {
  const parsed = new URL(url);
  expect(parsed.protocol).toBe('mailto:');
  expect(url.split('?')).toHaveLength(2);
  expect(url).not.toContain('#');
  const query = url.slice(url.indexOf('?') + 1);
  const params = Object.fromEntries(
    query.split('&').map((pair) => {
      const [key, value = ''] = pair.split('=');
      return [key, decodeURIComponent(value)];
    }),
  );
  expect(Object.keys(params)).toEqual(['subject', 'body']);
  return { to: decodeURIComponent(parsed.pathname), subject: params.subject!, body: params.body! };
}

/**
 * Records every mailto: URL the page tries to open. Chromium hands such a navigation to the
 * operating system's mail client, so no request or frame navigation is ever visible to
 * Playwright; the DevTools protocol still reports the navigation the page requested.
 */
export async function recordMailDrafts(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', ({ url }) => {
    if (url.startsWith('mailto:')) urls.push(url);
  });
  return urls;
}
