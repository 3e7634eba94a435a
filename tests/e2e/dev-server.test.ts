import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { THEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../../src/styles/themeChoice';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { VISITOR_USER_AGENT, describeInBrowser } from '../support/browser';
import { startChildServer, type ChildServer } from '../support/childServer';
import { wordsOf } from '../support/words';

/** `npm run dev`: server.ts under tsx with NODE_ENV=development, Vite in middleware mode. */
const DEV_SERVER = ['node', ['--import', 'tsx', 'server.ts']] as const;

/** What `npm run dev` reads, copied, so the test can edit sources without touching this checkout's. */
const PROJECT_FILES = [
  'src',
  'messages',
  'public',
  'server.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'server-externals.json',
  'scripts',
];

describeInBrowser('development server (npm run dev)', () => {
  let server: ChildServer;
  let browser: Browser;
  let project: string;

  beforeAll(async () => {
    project = mkdtempSync(join(tmpdir(), 'scan-dev-'));
    for (const file of PROJECT_FILES) cpSync(file, join(project, file), { recursive: true });
    symlinkSync(resolve('node_modules'), join(project, 'node_modules'));
    server = await startChildServer(DEV_SERVER, { NODE_ENV: 'development' }, { cwd: project });
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: [...CHROMIUM_ARGS] });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    server?.kill();
    if (project) rmSync(project, { recursive: true, force: true });
  });

  /** Replaces `from` with `to` in a source file of the copy, as a developer saving it would. */
  function edit(file: string, from: string, to: string) {
    const path = join(project, file);
    const source = readFileSync(path, 'utf8');
    expect(source, `${file} holds ${from}`).toContain(from);
    writeFileSync(path, source.replace(from, to));
  }

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

  it('updates an edited component and an edited catalog in place (Fast Refresh), keeping what was typed', async () => {
    const page = await browser.newPage({ userAgent: VISITOR_USER_AGENT });
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${server.url}/business`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    // A full reload would clear this, and the value typed in the form.
    await page.evaluate(() => Object.assign(window, { beforeTheEdits: true }));
    const field = page.locator('#quote input').first();
    await field.fill('Typed before the edits');

    const { eyebrow } = wordsOf('en', 'business').businessIntro;
    edit('messages/en.json', `"${eyebrow}"`, `"${eyebrow}, edited"`);
    await page.getByText(`${eyebrow}, edited`).waitFor({ timeout: 30_000 });

    edit('src/components/business/QuoteForm.tsx', "{t('quoteForm.requiredNote')}", "{t('quoteForm.requiredNote')} Edited in place.");
    await page.getByText('Edited in place.').waitFor({ timeout: 30_000 });

    // The shell's messages (header, footer) come in the boot data; their module refreshes all the same.
    const { status } = wordsOf('en', 'shell').footer;
    edit('messages/en.json', `"${status}"`, `"${status}, edited"`);
    await page.getByText(`${status}, edited`).waitFor({ timeout: 30_000 });

    expect(await page.evaluate(() => 'beforeTheEdits' in window)).toBe(true);
    expect(await field.inputValue()).toBe('Typed before the edits');
    expect(errors).toEqual([]);
    await page.close();
  }, 120_000);

  it('answers while a catalogue is saved as broken JSON with its file and line, and renders again once it is mended', async () => {
    const path = join(project, 'messages/es.json');
    const mended = readFileSync(path, 'utf8');
    // The second line's key loses its quotes, as a hand edit might.
    const [first, second, ...rest] = mended.split('\n');
    writeFileSync(path, [first, second!.replace(/"([^"]+)":/, '$1:'), ...rest].join('\n'));
    await expect
      .poll(
        async () => {
          const response = await fetch(`${server.url}/es`);
          return `${response.status} ${await response.text()}`;
        },
        { timeout: 30_000 },
      )
      .toMatch(/^500 [\s\S]*messages\/es\.json:2:\d+: not valid JSON/);
    // Saved again at each try, as a developer would: on a loaded machine the file watcher may fold
    // two saves close together into one event, which says nothing of the server.
    await expect
      .poll(
        async () => {
          writeFileSync(path, mended);
          return (await fetch(`${server.url}/es`)).status;
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toBe(200);
  }, 120_000);
});
