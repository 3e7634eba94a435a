import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';
import { pdftotextPath } from './pdf';

/**
 * Browser tests need the production build and Debian's Chromium, the print test Poppler's
 * pdftotext; say loudly what is missing.
 */
export default function setup() {
  const distDir = process.env.DIST_DIR ?? 'dist';
  if (!existsSync(`${distDir}/server/entry-server.js`)) {
    throw new Error(`No production build in ${distDir}/: run \`npm run build\` (npm test does this first).`);
  }
  if (!chromiumPath()) {
    const message =
      'Chromium was not found (/usr/bin/chromium or CHROME_PATH): browser tests cannot run. ' +
      'Install it with `apt-get install -y chromium`.';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\nBrowser tests are SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
  if (!pdftotextPath()) {
    const message =
      'pdftotext was not found (/usr/bin/pdftotext or PDFTOTEXT_PATH): the print test cannot read its PDFs. ' +
      'Install it with `apt-get install -y poppler-utils`.';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\nThe print test is SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
}
