import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, chromiumPath } from '../../scripts/chromium.mjs';
import { firefoxPath, missingWebkitPackages, webkitPaths } from '../../scripts/engines.mjs';
import { javaPath } from './java';
import { nginxPath } from './nginx';
import { pdftotextPath } from './pdf';
import { startTestServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The one warmed production server of the run (tests/support/server.ts: `sharedSiteUrl`). */
    siteUrl: string;
    /** The run's Chromium, for `chromium.connect` (tests/support/browser.ts); empty when Chromium is missing. */
    chromiumEndpoint: string;
  }
}

/** Outside programs some tests drive; test tools never download their own. */
const TOOLS = [
  { found: chromiumPath, what: 'Chromium (/usr/bin/chromium or CHROME_PATH)', install: 'chromium', skipped: 'Browser tests are' },
  { found: firefoxPath, what: 'Firefox (/usr/bin/firefox-esr or FIREFOX_PATH)', install: 'firefox-esr', skipped: 'Firefox tests are' },
  {
    found: webkitPaths,
    what: "WebKit's WebKitWebDriver, MiniBrowser or Xvfb (or WEBKIT_WEBDRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH)",
    install: missingWebkitPackages().join(' '),
    skipped: 'WebKit tests are',
  },
  { found: javaPath, what: 'Java, on PATH', install: 'default-jre-headless', skipped: 'The HTML validity test (Nu Html Checker) is' },
  { found: nginxPath, what: 'nginx (/usr/sbin/nginx or NGINX_PATH)', install: 'nginx', skipped: 'The edge-cache test is' },
  {
    found: pdftotextPath,
    what: "Poppler's pdftotext (/usr/bin/pdftotext or PDFTOTEXT_PATH)",
    install: 'poppler-utils',
    skipped: 'The print test is',
  },
];

/**
 * Every test needs the production build; some need Chromium, Firefox, WebKit (with Xvfb), Java, nginx or pdftotext. Say loudly what is
 * missing: under CI=true the run fails, elsewhere the tests that need it are skipped.
 *
 * Then starts what every file shares: one production server, warmed once (every fixed document
 * stored), for each test that needs no other configuration and no faulty build, and one Chromium,
 * in which each file opens contexts of its own. A file that started both for itself spent seconds
 * on it, 80 times a run.
 */
export default async function setup(project: TestProject) {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/server/entry-server.js`)) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` (npm test does this first).`);
  }
  for (const tool of TOOLS) {
    if (tool.found()) continue;
    const message = `${tool.what} was not found. Install it with \`apt-get install -y ${tool.install}\`.`;
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\n${tool.skipped} SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
  const server = await startTestServer();
  const executablePath = chromiumPath();
  const browser = executablePath ? await chromium.launchServer({ executablePath, args: [...CHROMIUM_ARGS] }) : undefined;
  project.provide('siteUrl', server.url);
  project.provide('chromiumEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    await server.close();
  };
}
