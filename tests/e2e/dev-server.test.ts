import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../src/styles/themeChoice';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { VISITOR_USER_AGENT, describeInBrowser } from '../support/browser';
import { startChildServer, type ChildServer } from '../support/childServer';

/** `npm run dev`: server.ts under tsx with NODE_ENV=development, Vite in middleware mode. */
const DEV_SERVER = ['node', ['--import', 'tsx', 'server.ts']] as const;

describeInBrowser('development server (npm run dev)', () => {
  let server: ChildServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startChildServer(DEV_SERVER, { NODE_ENV: 'development' });
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: [...CHROMIUM_ARGS] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
  });

  it('logs lines a person reads, not JSON', () => {
    expect(server.logs).toEqual([]);
    expect(server.stderr()).toMatch(/\] INFO: listening\n\s+url: "http:\/\/127\.0\.0\.1:\d+"/);
  });

  it('renders through Vite, hydrates, connects HMR and navigates client-side', async () => {
    const html = await (await fetch(`${server.url}/business`)).text();
    // The boot data names Vite's client, then the entry from source, for the loader to start after the first paint.
    expect(html).toContain('"modules":["/@vite/client","/src/entry-client.tsx"],"preloads":[]');
    expect(html).toContain('Scale Your Business with Community Data');

    const page = await browser.newPage({ userAgent: VISITOR_USER_AGENT });
    const errors: string[] = [];
    const messages: string[] = [];
    page.on('console', (message) => {
      messages.push(message.text());
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/business`);
    await expect.poll(() => messages.some((text) => text.includes('[vite] connected')), { timeout: 30_000 }).toBe(true);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Community' }).click();
    await page.waitForURL(`${server.url}/community`);
    await page.getByRole('heading', { level: 1, name: 'Connect & Get Help' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('hydrates <html> after the theme script set a stored choice on it, with no hydration warning', async () => {
    // React's development build reports attribute mismatches that production stays silent about.
    const context = await browser.newContext({ userAgent: VISITOR_USER_AGENT, colorScheme: 'light' });
    await context.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [THEME_STORAGE_KEY]);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/privacy`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    expect(await page.evaluate((name) => document.documentElement.getAttribute(name), THEME_ATTRIBUTE)).toBe('dark');
    await page.getByRole('radio', { name: 'Light' }).check();
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);
});
