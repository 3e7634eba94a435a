import { describe, expect, it } from 'vitest';
import { demoProfile } from '../../src/content/demoUserData';
import { defaultSiteConfig } from '../../src/content/site';
import { localizedPath, locales } from '../../src/i18n/locales';
import { faqItemsOf, filterFaqs, type FaqFilter } from '../../src/lib/faqFilter';
import { routes } from '../../src/routes';
import { font } from '../../src/styles/theme';
import { THEME_ATTRIBUTE } from '../../src/styles/themeChoice';
import { pageColor } from '../../src/styles/themeColor';
import { describeInEngine, ENGINE_LABEL, useEngine, type EngineName, type EnginePage } from '../support/engine';
import { focusStop, measureRing } from '../support/focusRing';
import { focusSight, obscured, onLastStop } from '../support/focusVisibility';
import { readMailDraft } from '../support/mailDraft';
import { internalHeaderLinks, wordsOf } from '../support/words';

const business = wordsOf('en', 'business');
const community = wordsOf('en', 'community');
const shell = wordsOf('en', 'shell');

/**
 * The checks every engine besides Chromium runs (tests/e2e/firefox.test.ts, webkit.test.ts, one
 * browser per file): every route of every language at a phone's and a desktop's width, then each
 * interaction the product spec names, once. Chromium runs the same and more in the other files.
 */

/** `rgb(r, g, b)` of a #rrggbb colour, as getComputedStyle reports it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)).join(', ')})`;
const LIGHT = rgb(pageColor.light);
const DARK = rgb(pageColor.dark);

/** A font-family list as names, whatever quotes and spaces an engine writes. */
const families = (list: string) => list.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));

/** The page's background in the system's scheme (what "System" shows). */
const systemBackground = (page: EnginePage) =>
  page.evaluate((light, dark) => (matchMedia('(prefers-color-scheme: dark)').matches ? dark : light), LIGHT, DARK);

async function expectClean(page: EnginePage, where?: string) {
  expect(await page.errors(), where).toEqual([]);
  expect(await page.cspViolations(), where).toEqual([]);
}

const MENU_BUTTON = 'header button[aria-controls="primary-navigation"]';
/** Runs in the page: whether the menu button says its menu is closed. */
const menuClosed = (css: string) => document.querySelector(css)?.getAttribute('aria-expanded') === 'false';
const headerLink = (to: string) => ({ css: 'header a', name: internalHeaderLinks(shell).find((item) => item.to === to)!.label });
const heading = (page: keyof typeof shell.pages) => ({ css: 'h1', name: shell.pages[page].heading });

const shownQuestions = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('#faq li h3')].map((title) => title.textContent));
const pressedCategories = (page: EnginePage) =>
  page.evaluate(() => [...document.querySelectorAll('#faq button[aria-pressed="true"]')].map((button) => button.textContent));
const expectedQuestions = (filter: FaqFilter) => filterFaqs(faqItemsOf(community.faqItems), filter).map((item) => item.question);

const attribute = (page: EnginePage, selector: string, name: string) =>
  page.evaluate((css, attributeName) => document.querySelector(css)?.getAttribute(attributeName) ?? null, selector, name);

/** Waits until the page has tried to open a mail draft, and returns it. */
async function mailDraft(page: EnginePage) {
  const deadline = Date.now() + 10_000;
  let drafts = await page.mailDrafts();
  while (drafts.length === 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    drafts = await page.mailDrafts();
  }
  expect(drafts).toHaveLength(1);
  return readMailDraft(drafts[0]!);
}

export function engineSuite(engine: EngineName) {
  const label = ENGINE_LABEL[engine];

  describeInEngine(engine)(label, () => {
    // One browser for the file: each check opens a page of its own.
    const harness = useEngine(engine);

    describe('every route of every language', () => {
      // Every language at the phone width, where words have the least room; the desktop layout in
      // one language of each direction (the others repeat its components with longer or shorter words).
      for (const locale of locales) {
        for (const width of ['en', 'ar'].includes(locale.code) ? [375, 1280] : [375]) {
          it(`${locale.name} at ${width} px: hydrated, styled, no script error, no CSP violation, no sideways scroll`, async () => {
            const page = await harness.open({ width });
            const background = await systemBackground(page);
            for (const route of routes) {
              const path = localizedPath(locale, route.path);
              await page.goto(path);
              await page.waitForHydration();
              const seen = await page.evaluate(() => {
                const body = getComputedStyle(document.body);
                return {
                  lang: document.documentElement.lang,
                  innerWidth,
                  scrollWidth: document.documentElement.scrollWidth,
                  font: body.fontFamily,
                  background: body.backgroundColor,
                };
              });
              expect(seen.lang, path).toBe(locale.lang);
              expect(seen.innerWidth, path).toBe(width);
              expect(seen.scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(width);
              // The theme's, not the engine's defaults (serif type on a transparent body).
              expect(families(seen.font), path).toEqual(families(font.body));
              expect(seen.background, path).toBe(background);
              await expectClean(page, path);
            }
            await page.close();
          });
        }
      }
    });

    describe('interactions', () => {
      it('opens and closes the mobile menu; a link in it navigates on the client and closes it', async () => {
        const page = await harness.open({ width: 375 });
        await page.goto('/how-it-works');
        await page.waitForHydration();
        const link = { css: '#primary-navigation a', name: headerLink('/community').name };
        expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');
        expect(await page.isVisible(link)).toBe(false);

        await page.click(MENU_BUTTON);
        await page.waitFor(link);
        expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('true');
        await page.click(MENU_BUTTON);
        await page.waitUntil((css) => !document.querySelector(css)!.checkVisibility({ visibilityProperty: true }), '#primary-navigation a');
        expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');

        await page.click(MENU_BUTTON);
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.click(link);
        await page.waitFor(heading('community'));
        expect(await page.location()).toBe('/community');
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        expect(await attribute(page, MENU_BUTTON, 'aria-expanded')).toBe('false');
        expect(await page.isVisible(link)).toBe(false);
        await expectClean(page);
        await page.close();
      });

      // 400 % zoom (MiniBrowser's window is at least 321 px wide) and a phone on its side.
      it.each([
        [336, 256],
        [667, 375],
      ])('fits the open menu in a %s × %s screen and scrolls it within; Escape closes it', async (width, height) => {
        const page = await harness.open({ width, height });
        await page.goto('/business');
        await page.waitForHydration();
        await page.click(MENU_BUTTON);
        await page.waitFor('#primary-navigation a');
        const panel = await page.evaluate(() => {
          const element = document.getElementById('primary-navigation')!;
          return {
            bottom: element.getBoundingClientRect().bottom,
            overflow: getComputedStyle(element).overflowY,
            scrolls: element.scrollHeight > element.clientHeight,
          };
        });
        expect(panel.bottom).toBeLessThanOrEqual(height + 0.5);
        expect(panel).toMatchObject({ overflow: 'auto', scrolls: true });
        // The last entry, scrolled to within the panel, takes a tap.
        await page.evaluate(() => document.getElementById('primary-navigation')!.scrollTo(0, 1e6));
        await page.click('#primary-navigation input[name="theme"][value="dark"]');
        await page.waitUntil((name) => document.documentElement.getAttribute(name) === 'dark', THEME_ATTRIBUTE);
        // Escape closes it from inside and gives focus back to its button.
        await page.key('Escape');
        await page.waitUntil(menuClosed, MENU_BUTTON);
        expect(await page.evaluate((css) => document.activeElement?.matches(css), MENU_BUTTON)).toBe(true);
        await expectClean(page);
        await page.close();
      });

      it('dims the page under the open menu; a tap there closes it and follows nothing beneath', async () => {
        const page = await harness.open({ width: 375, height: 740 });
        await page.goto('/how-it-works');
        await page.waitForHydration();
        await page.click(MENU_BUTTON);
        await page.waitFor('#primary-navigation a');
        // Below the panel: the scrim, over the page's content.
        const below = await page.evaluate(() => {
          const bottom = document.getElementById('primary-navigation')!.getBoundingClientRect().bottom;
          const y = (bottom + innerHeight) / 2;
          const hit = document.elementFromPoint(innerWidth / 2, y)!;
          return { y, scrim: hit.matches('header div:has(+ #primary-navigation)'), fill: getComputedStyle(hit).backgroundColor };
        });
        expect(below.scrim).toBe(true);
        expect(below.fill).toMatch(/^rgba\(.*, 0?\.\d+\)$/);
        await page.tap(187, below.y);
        await page.waitUntil(menuClosed, MENU_BUTTON);
        expect(await page.location()).toBe('/how-it-works');
        await expectClean(page);
        await page.close();
      });

      it('never puts what Tab or Shift+Tab focuses under the two-row header of a tablet', async () => {
        const page = await harness.open({ width: 900, height: 700 });
        await page.goto('/community');
        await page.waitForHydration();
        const failures: string[] = [];
        // The skip link shows on :focus, which matches only in a focused window: MiniBrowser's,
        // under Xvfb with no window manager, never is (Chromium's and Firefox's sweeps check it).
        const windowFocused = await page.evaluate(() => document.hasFocus());
        const check = async (step: string) => {
          const sight = await page.evaluate(focusSight, true);
          const failure = sight?.href === '#main' && !windowFocused ? null : obscured(sight, step);
          if (failure) failures.push(failure);
          return sight;
        };
        // Forward to the page's last stop, then back to its first (leaving the document would
        // take the window's focus away in Firefox).
        let stops = 1;
        await page.key('Tab');
        await check('Tab 1');
        for (; stops < 300 && !(await page.evaluate(onLastStop)); stops += 1) {
          await page.key('Tab');
          await check(`Tab ${stops + 1}`);
        }
        expect(stops).toBeGreaterThan(20);
        for (let step = 1; step < stops; step += 1) {
          await page.key('Shift+Tab');
          await check(`Shift+Tab ${step}`);
        }
        expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe('#main');
        expect(failures).toEqual([]);
        await expectClean(page);
        await page.close();
      });

      it('navigates on the client from a header link; the new page searches and filters its FAQ', async () => {
        const page = await harness.open({ width: 1280 });
        await page.goto('/');
        await page.waitForHydration();
        await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
        await page.click(headerLink('/community'));
        await page.waitFor(heading('community'));
        expect(await page.location()).toBe('/community');
        expect(await page.evaluate(() => document.title)).toBe(`${shell.pages.community.title} | SCAN`);
        expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
        await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'getting-started', query: '' }));

        await page.type('#faq-search', 'FrEe');
        const free = expectedQuestions({ category: 'getting-started', query: 'free' });
        expect(free).toHaveLength(1);
        await page.waitUntil(
          (titles) => JSON.stringify([...document.querySelectorAll('#faq li h3')].map((title) => title.textContent)) === titles,
          JSON.stringify(free),
        );
        await page.waitUntil(() => location.search === '?q=FrEe');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('faq-search');

        await page.fill('#faq-search', '');
        await page.click({ css: '#faq button', name: 'Earnings' });
        await page.waitUntil(() => location.search === '?category=earnings');
        expect(await pressedCategories(page)).toEqual(['Earnings']);
        await expect.poll(() => shownQuestions(page)).toEqual(expectedQuestions({ category: 'earnings', query: '' }));
        await expectClean(page);
        await page.close();
      });

      it('carries the campaign a visitor lands with to the store links, after hydration and a client navigation', async () => {
        const page = await harness.open({ width: 1280 });
        const { googlePlay, appStore } = defaultSiteConfig.links;
        const carried = [`${googlePlay}&referrer=utm_source%3Dnewsletter%26utm_campaign%3Dspring`, `${appStore}?ct=spring`].sort();
        const storeLinks = (play: string, apple: string) =>
          [
            ...new Set(
              [...document.querySelectorAll('a[href]')]
                .map((link) => link.getAttribute('href')!)
                .filter((href) => href.startsWith(new URL(play).origin) || href.startsWith(new URL(apple).origin)),
            ),
          ].sort();
        await page.goto('/?utm_source=newsletter&utm_campaign=spring');
        await page.waitForHydration();
        await expect.poll(() => page.evaluate(storeLinks, googlePlay, appStore)).toEqual(carried);
        await page.click({ css: 'header a', name: shell.linkLabels.startEarning });
        await page.waitFor(heading('app-download'));
        await expect.poll(() => page.evaluate(storeLinks, googlePlay, appStore)).toEqual(carried);
        // A new document, its address without the campaign: kept in memory only, the campaign is
        // gone, and the links say where they are (decision 025).
        await page.goto('/eula');
        await page.waitForHydration();
        const host = new URL(defaultSiteConfig.siteUrl).host;
        await expect
          .poll(() => page.evaluate(storeLinks, googlePlay, appStore))
          .toEqual(
            [
              `${googlePlay}&referrer=${encodeURIComponent(`utm_source=${host}&utm_medium=eula&utm_content=text`)}`,
              `${appStore}?ct=eula-text`,
            ].sort(),
          );
        expect(await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie])).toEqual([0, 0, '']);
        await expectClean(page);
        await page.close();
      });

      it("copies an invite's code with its button, and says so (decision 025)", async () => {
        const page = await harness.open({ width: 1280 });
        const words = wordsOf('en', 'invite').code;
        await page.goto('/invite/Team_2027-x');
        await page.waitForHydration();
        await page.click({ css: 'main button', name: words.copy });
        // The button says so only once the copy succeeded (the Clipboard API, or the older command).
        await page.waitFor({ css: 'main button', name: words.copied });
        await page.waitUntil(
          (status) => [...document.querySelectorAll('[role="status"]')].some((live) => live.textContent === status),
          words.copiedStatus,
        );
        expect(await page.evaluate(() => getSelection()?.toString())).toBe('Team_2027-x');
        await expectClean(page);
        await page.close();
      });

      it('shows and hides each password on /signup', async () => {
        const page = await harness.open({ width: 375 });
        await page.goto('/signup');
        await page.waitForHydration();
        for (const [id, field] of [
          ['signup-password', 'password'],
          ['signup-confirm-password', 'confirm password'],
        ] as const) {
          const toggle = `button[aria-controls="${id}"]`;
          expect(await attribute(page, `#${id}`, 'type')).toBe('password');
          await page.click(toggle);
          expect(await attribute(page, `#${id}`, 'type')).toBe('text');
          // The name stays; the pressed state says the text is shown.
          expect(await attribute(page, toggle, 'aria-pressed')).toBe('true');
          expect(await attribute(page, toggle, 'aria-label')).toBe(`Show ${field}`);
          await page.click(toggle);
          expect(await attribute(page, `#${id}`, 'type')).toBe('password');
          expect(await attribute(page, toggle, 'aria-pressed')).toBe('false');
          expect(await attribute(page, toggle, 'aria-label')).toBe(`Show ${field}`);
        }
        await expectClean(page);
        await page.close();
      });

      it('enters and leaves profile edit mode, its form styled with no CSP violation', async () => {
        const page = await harness.open({ width: 375 });
        await page.goto('/profile');
        await page.waitForHydration();
        const edit = { css: 'button', name: 'Edit Profile' };
        expect(await page.isVisible('#profile-first-name')).toBe(false);
        await page.click(edit);
        await page.waitFor('#profile-first-name');
        expect(await page.evaluate(() => document.querySelector<HTMLInputElement>('#profile-first-name')!.value)).toBe(
          demoProfile.firstName,
        );
        const look = await page.evaluate(() => {
          const field = getComputedStyle(document.querySelector('#profile-first-name')!);
          const form = getComputedStyle(document.querySelector('#profile-first-name')!.closest('form')!);
          return { minHeight: field.minHeight, borderRadius: field.borderRadius, width: field.width, formDisplay: form.display };
        });
        // The field style (2.75rem tall, rounded, full width) and the form's grid: not the engine's defaults.
        expect(look.minHeight).toBe('44px');
        expect(look.borderRadius).not.toBe('0px');
        expect(look.formDisplay).toBe('grid');
        await page.type('#profile-first-name', 'Zed');
        await page.click({ css: 'button', name: 'Save Changes' });
        // Closing hides the form (built once, hidden, so that opening is quick) with what was typed reset.
        await page.waitUntil(() => document.querySelector<HTMLFormElement>('#profile-first-name')?.form?.hidden !== false);
        expect(await page.isVisible('#profile-first-name')).toBe(false);
        expect(await attribute(page, 'button[aria-expanded]', 'aria-expanded')).toBe('false');
        // Opened again: the demo's own value, nothing the demo pretended to save, and the caret in it.
        await page.click(edit);
        await page.waitFor('#profile-first-name');
        expect(
          await page.evaluate(() => {
            const field = document.querySelector<HTMLInputElement>('#profile-first-name')!;
            return { value: field.value, focused: document.activeElement === field };
          }),
        ).toEqual({ value: demoProfile.firstName, focused: true });
        await expectClean(page);
        await page.close();
      });

      it('switches the dashboard earnings period', async () => {
        const page = await harness.open({ width: 1280 });
        await page.goto('/dashboard');
        await page.waitForHydration();
        const pressed = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('[aria-label="Earnings period"] button[aria-pressed="true"]')].map(
              (button) => button.textContent,
            ),
          );
        const figure = () =>
          page.evaluate(() => document.querySelector('section[aria-labelledby="earnings-title"] p[aria-live] strong')?.textContent);
        expect(await pressed()).toEqual(['Week']);
        for (const [period, total] of [
          ['Day', '$24.50'],
          ['Month', '$642.30'],
          ['Week', '$156.80'],
        ] as const) {
          await page.click({ css: '[aria-label="Earnings period"] button', name: period });
          expect(await pressed()).toEqual([period]);
          expect(await figure()).toBe(total);
        }
        await expectClean(page);
        await page.close();
      });

      it('switches the colour scheme with the theme control: System, Light, Dark; opens and closes the language menu', async () => {
        const page = await harness.open({ width: 1280 });
        await page.goto('/how-it-works');
        await page.waitForHydration();
        const system = await systemBackground(page);
        const state = () =>
          page.evaluate(
            (name) => [document.documentElement.getAttribute(name), getComputedStyle(document.body).backgroundColor],
            THEME_ATTRIBUTE,
          );
        expect(await state()).toEqual([null, system]);
        for (const [choice, expected] of [
          ['dark', ['dark', DARK]],
          ['light', ['light', LIGHT]],
          ['system', [null, system]],
        ] as const) {
          await page.click(`input[name="theme"][value="${choice}"]`);
          // The page takes the colours a frame after the control shows the choice (themeChoice.ts).
          await page.waitUntil((name, value) => document.documentElement.getAttribute(name) === value, THEME_ATTRIBUTE, expected[0]);
          expect(await state(), choice).toEqual(expected);
        }
        // The language menu beside it: closed, its links are unseen (where the engine lays them out
        // beforehand, still hidden); its globe opens and closes them.
        const spanish = { css: 'header details a', name: 'Español' };
        expect(await page.isVisible(spanish)).toBe(false);
        await page.click('header details summary');
        await page.waitFor(spanish);
        await page.click('header details summary');
        await page.waitUntil(() => !document.querySelector<HTMLDetailsElement>('header details')!.open);
        expect(await page.isVisible(spanish)).toBe(false);
        await expectClean(page);
        await page.close();
      });

      it('opens a support mail draft on /community carrying every character typed', async () => {
        const page = await harness.open({ width: 1280 });
        await page.goto('/community');
        await page.waitForHydration();
        const name = 'Zoë Ñúñez "Ünïcode" <dev> 👩🏽‍💻';
        const email = "o'neil+a&b=c%d#e?f@example.com";
        const subject = 'Help: 100% & #1 ? a+b=c; x,y "q" <tag> é ü ñ 🚀';
        const message = 'First line & more # ? % + = " < > ; ,\nSecond line: é ü ñ\n\nFourth 🚀👩🏽‍💻';
        await page.fill('#support-name', name);
        await page.fill('#support-email', email);
        await page.fill('#support-subject', subject);
        await page.fill('#support-message', message);
        await page.click({ css: 'button', name: community.supportForm.submit });

        const draft = await mailDraft(page);
        expect(draft.to).toBe(defaultSiteConfig.supportEmail);
        expect(draft.subject).toBe(subject);
        expect(draft.body).toBe(
          ['Language: English', `Name: ${name}`, `Email: ${email}`, '', 'Message:', ...message.split('\n')].join('\r\n'),
        );
        // Chromium and Firefox hand the draft to the mail client and stay; MiniBrowser has none (webkit.ts).
        if (engine !== 'webkit') expect(await page.location()).toBe('/community');
        await expectClean(page);
        await page.close();
      });

      it('opens a quote mail draft on /business carrying every character typed', async () => {
        const page = await harness.open({ width: 375 });
        await page.goto('/business');
        await page.waitForHydration();
        const fields = business.quoteForm.fields;
        const typed = {
          companyName: 'Café Müller & Søn #1 "Niño" <AI>; 50% + = ? , 🚀',
          contactName: 'José Ñandú 👩🏽‍💻',
          email: 'jose+ai&b=c@cafe.example',
          phone: '+49 (0) 30 1234;ext=5',
          website: 'https://cafe.example/?a=1&b=2#top',
          description: 'We need transcripts:\n- accents é ü ñ\n- symbols & # ? % + = " < > ; ,\n\nThanks 🚀👩🏽‍💻',
        };
        for (const [field, text] of Object.entries(typed)) await page.fill(`#quote-${field}`, text);
        for (const [field, value] of [
          ['industry', 'media-entertainment'],
          ['questType', 'audio-transcription'],
          ['dataVolume', 'medium'],
          ['timeline', 'urgent'],
          ['budget', 'enterprise'],
        ]) {
          await page.selectOption(`#quote-${field}`, value!);
        }
        await page.click({ css: 'button', name: business.quoteForm.submit });

        const draft = await mailDraft(page);
        expect(draft.to).toBe(defaultSiteConfig.businessEmail);
        expect(draft.subject).toBe(`Business Inquiry - ${typed.companyName} - Audio Transcription & Processing`);
        expect(draft.body).toBe(
          [
            'Language: English',
            '',
            `${fields.companyName.label}: ${typed.companyName}`,
            `${fields.contactName.label}: ${typed.contactName}`,
            `${fields.email.label}: ${typed.email}`,
            `${fields.phone.label}: ${typed.phone}`,
            `${fields.website.label}: ${typed.website}`,
            `${fields.industry.label}: Media & Entertainment`,
            `${fields.questType.label}: Audio Transcription & Processing`,
            `${fields.dataVolume.label}: Medium (10K - 100K)`,
            `${fields.timeline.label}: Urgent (< 1 week)`,
            `${fields.budget.label}: $200K+`,
            `${fields.description.label}:`,
            ...typed.description.split('\n'),
          ].join('\r\n'),
        );
        if (engine !== 'webkit') expect(await page.location()).toBe('/business');
        await expectClean(page);
        await page.close();
      });

      it.each(['ar', 'fr'] as const)('%s: keeps every word of the theme control on one line in the menu', async (code) => {
        const page = await harness.open({ width: 375 });
        await page.goto(
          localizedPath(
            locales.find((locale) => locale.code === code)!,
            '/',
          ),
        );
        await page.waitForHydration();
        await page.click(MENU_BUTTON);
        await page.waitFor('#primary-navigation .theme-control label');
        const labels = await page.evaluate(() =>
          [...document.querySelectorAll('#primary-navigation .theme-control label > span > span')].map((label) => {
            const range = document.createRange();
            range.selectNodeContents(label);
            return { text: label.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
          }),
        );
        expect(labels).toHaveLength(3);
        expect(labels.filter((label) => label.lines !== 1)).toEqual([]);
        await expectClean(page);
        await page.close();
      });

      // MiniBrowser's window is never focused under Xvfb, so nothing there matches :focus-visible.
      if (engine === 'firefox') {
        it('draws the focus ring at 3:1 or more on the ink footer and on the gradient of the closing call to action', async () => {
          const viewport = { width: 1280, height: 800 };
          const page = await harness.open(viewport);
          await page.goto('/');
          await page.waitForHydration();
          await page.key('Tab');
          const count = await page.evaluate(() => {
            const onGradient = [...document.querySelectorAll<HTMLElement>('main *')].filter((element) =>
              getComputedStyle(element).backgroundImage.includes('gradient'),
            );
            const targets = [
              ...onGradient.flatMap((band) => [...band.querySelectorAll('a[href]')]),
              ...document.querySelectorAll('footer a[href]'),
            ];
            targets.forEach((target) => target.setAttribute('data-ring-target', ''));
            return targets.length;
          });
          expect(count).toBeGreaterThan(20);
          const failures: string[] = [];
          for (let index = 0; index < count; index += 1) {
            const stop = (await page.evaluate(focusStop, ['[data-ring-target]', index]))!;
            const focused = await page.screenshot();
            await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            const unfocused = await page.screenshot();
            const { ringPixels, needed } = measureRing(focused, unfocused, { x: 0, y: 0, ...viewport }, stop, viewport);
            if (!stop.focusVisible || ringPixels < needed)
              failures.push(`${stop.name}: ${ringPixels} ring pixels at 3:1, ${needed} needed`);
          }
          expect(failures).toEqual([]);
          await expectClean(page);
          await page.close();
        });
      }
    });
  });
}
