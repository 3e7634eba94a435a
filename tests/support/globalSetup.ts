import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';
import { nginxPath } from './nginx';

/** Tests need the production build, Debian's Chromium and Debian's nginx; say loudly what is missing. */
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
  if (!nginxPath()) {
    const message =
      'nginx was not found (/usr/sbin/nginx or NGINX_PATH): the edge-cache test cannot run. ' +
      'Install it with `apt-get install -y nginx`.';
    if (process.env.CI === 'true') throw new Error(message);
    console.warn(`\n${'!'.repeat(80)}\n${message}\nThe edge-cache test is SKIPPED in this run.\n${'!'.repeat(80)}\n`);
  }
}
