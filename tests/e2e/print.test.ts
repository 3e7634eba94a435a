import { describe, expect, it } from 'vitest';
import { headerCta } from '../../src/content/navigation';
import { defaultSiteConfig } from '../../src/content/site';
import { locales } from '../../src/i18n/locales';
import { pageKey, routes } from '../../src/routes';
import { THEME_STORAGE_KEY } from '../../src/styles/themeChoice';
import { describeInBrowser, useBrowser, waitForHydration } from '../support/browser';
import { pdfText, pdftotextPath } from '../support/pdf';
import { legalDocumentIn, wordsOf } from '../support/words';

const shell = wordsOf('en', 'shell');

const describePrinting = pdftotextPath() ? describeInBrowser : describe.skip;

const { links } = defaultSiteConfig;

/** Each legal page, with an outbound link whose address the paper must spell out. */
const documents = [
  { path: '/privacy', content: legalDocumentIn('en', 'privacy'), outbound: links.discord },
  { path: '/terms', content: legalDocumentIn('en', 'terms'), outbound: links.lightpaper },
  { path: '/eula', content: legalDocumentIn('en', 'eula'), outbound: links.googlePlay },
] as const;

/** What only the site's chrome says: none of it belongs on paper. */
const CHROME_TEXTS = [
  shell.linkLabels[headerCta],
  shell.menu,
  shell.skipLink,
  shell.theme.label,
  shell.footer.description,
  shell.footer.status,
  // The language menu and the footer's language row: the other languages' own names.
  ...locales.filter((locale) => locale.code !== 'en').map((locale) => locale.name),
];

/** Whitespace as one space: pdftotext breaks lines where the page did. */
const normalised = (text: string) => text.replace(/\s+/g, ' ');

describePrinting('legal pages on paper', () => {
  const harness = useBrowser({}, { pages: 'reused' });

  it.each(documents)('$path prints as a document: its text and link targets, none of the chrome', async ({ path, content, outbound }) => {
    // The worst case for paper: a dark system, and Dark chosen on top of it.
    const { page, errors, close } = await harness.newPage({ colorScheme: 'dark' });
    await page.addInitScript(([key]) => localStorage.setItem(key!, 'dark'), [THEME_STORAGE_KEY]);
    await page.goto(`${harness.url}${path}`);
    await waitForHydration(page);

    const text = pdfText(await page.pdf({ format: 'A4' }));
    const flat = normalised(text);
    expect(flat).toContain(shell.pages[pageKey(routes.find((route) => route.path === path)!)].heading);
    for (const section of content.sections) expect(flat, section.title).toContain(section.title);
    // The table of contents comes first: its list of titles precedes the first section's text.
    expect(flat.indexOf(content.sections.at(-1)!.title)).toBeLessThan(
      flat.indexOf(content.sections[1]!.title, flat.indexOf(content.sections.at(-1)!.title)),
    );
    // An outbound link's address follows its name (pdftotext may break it across lines); a store
    // listing's carries where it was after it (decision 025).
    expect(text.replace(/\s+/g, '')).toContain(`(${outbound}`);
    for (const chrome of CHROME_TEXTS) expect(flat, chrome).not.toContain(chrome);

    // Black on white whatever the screen showed: the print palette, not the dark one.
    await page.emulateMedia({ media: 'print' });
    const colours = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        page: style('body').backgroundColor,
        text: style('body').color,
        heading: style('main section h2').color,
        link: style('main a[href^="http"]').color,
        header: style('header').display,
        footer: style('footer').display,
      };
    });
    expect(colours).toEqual({
      page: 'rgb(255, 255, 255)',
      text: 'rgb(0, 0, 0)',
      heading: 'rgb(0, 0, 0)',
      link: 'rgb(0, 0, 0)',
      header: 'none',
      footer: 'none',
    });
    expect(errors).toEqual([]);
    await close();
  });
});
