import { expect, it } from 'vitest';
import { localizedPath, locales } from '../../src/i18n/locales';
import { routes } from '../../src/routes';
import { describeInBrowser, useBrowser } from '../support/browser';

/**
 * A word run into a figure or a figure into a word ("progress87/100", "$156.80Earned"): what a
 * text browser or a reader mode shows when only the stylesheet kept the two apart.
 */
const RUN_TOGETHER = /\p{Ll}[\d$]|[\d%+]\p{Lu}\p{Ll}/u;

describeInBrowser('pages read without styles', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it.each(locales)('$name: no figure runs into its label on any route', async (locale) => {
    const { page, close } = await harness.newPage({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    for (const route of routes) {
      await page.goto(`${harness.url}${localizedPath(locale, route.path)}`);
      const lines = await page.evaluate(() => {
        for (const style of document.querySelectorAll('style')) style.remove();
        return document.body.innerText.split('\n');
      });
      const runTogether = lines.filter((line) => RUN_TOGETHER.test(line) && !/https?:|\$SCAN|\p{Ll}\d+\p{L}/u.test(line));
      expect(runTogether, route.path).toEqual([]);
    }
    await close();
  });
});
