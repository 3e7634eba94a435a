import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { appQuestIds, labelingProgress, type AppScreenId } from '../../src/content/appScreensData';
import { dashboardStats } from '../../src/content/demoUserData';
import { steps } from '../../src/content/howItWorksData';
import { locales, localizedPath } from '../../src/i18n/locales';
import { htmlText } from '../support/html';
import { sharedSiteUrl } from '../support/server';
import { wordsOf } from '../support/words';

let app: string;
beforeAll(async () => {
  app = sharedSiteUrl();
});

/** Where the app is shown, and which of its screens each phone there draws, in order. */
const PHONES: readonly [string, readonly AppScreenId[]][] = [
  ['/', ['rewards']],
  ['/how-it-works', steps.map((step) => step.screen)],
  ['/app-download', ['questList']],
];

/** Each phone of a document: its text alternative and the markup drawn inside it (to its closing tag). */
function phonesIn(html: string): { label: string; inner: string }[] {
  const phones: { label: string; inner: string }[] = [];
  const opening = /<div role="img" aria-label="([^"]*)"[^>]*>/g;
  for (let match = opening.exec(html); match; match = opening.exec(html)) {
    const start = match.index + match[0].length;
    const tags = /<(\/?)div\b/g;
    tags.lastIndex = start;
    let depth = 1;
    let end = start;
    for (let tag = tags.exec(html); tag && depth > 0; tag = tags.exec(html)) {
      depth += tag[1] ? -1 : 1;
      end = tag.index;
    }
    phones.push({ label: match[1]!, inner: html.slice(start, end) });
  }
  return phones;
}

describe.each(locales.map((locale) => [locale.code, locale] as const))('the app in a phone, in %s', (_code, locale) => {
  const words = wordsOf(locale.code, 'appScreens');

  it.each(PHONES)('%s draws its screens in phones, each with one text alternative in the page’s language', async (path, screens) => {
    const res = await request(app).get(localizedPath(locale, path));
    expect(res.status).toBe(200);
    const phones = phonesIn(res.text);
    expect(phones.map((phone) => phone.label)).toEqual(screens.map((screen) => htmlText(words.alt[screen])));
    for (const phone of phones) {
      // A picture with its words drawn in it, and nothing a keyboard or the outline would meet.
      expect(phone.inner).not.toMatch(/<(?:h[1-6]|a|button|input|progress)\b/);
      expect(phone.inner).toContain('<span>9:41</span>');
    }
  });

  it('draws what each screen shows, from the app’s words and the spec’s figures', async () => {
    const res = await request(app).get(localizedPath(locale, '/how-it-works'));
    const [welcome, questList, labeling, rewards] = phonesIn(res.text).map((phone) => phone.inner);
    const figure = `${labelingProgress.completed}/${labelingProgress.total}`;
    for (const text of [words.welcome.title, words.welcome.google, words.welcome.timing]) expect(welcome).toContain(htmlText(text));
    for (const quest of appQuestIds) expect(questList).toContain(htmlText(words.quests[quest].name));
    expect(questList).toContain(figure);
    expect(labeling).toContain(htmlText(words.labeling.instruction));
    expect(labeling).toContain(htmlText(words.labeling.labels.car));
    // The labelled photograph keeps its left-to-right layout in every language: its boxes sit on its cars.
    expect(labeling).toMatch(/<div dir="ltr"[^>]*><svg viewBox="0 0 320 260"/);
    for (const text of [words.rewards.streak.name, words.rewards.streak.progress, words.rewards.nextReward]) {
      expect(rewards).toContain(htmlText(text));
    }
    expect(rewards).toContain(figure);
  });

  it('draws the tab bar with the screen’s tab chosen, and none on a screen that fills the phone', async () => {
    const res = await request(app).get(localizedPath(locale, '/how-it-works'));
    const [welcome, questList, labeling, rewards] = phonesIn(res.text).map((phone) => phone.inner);
    const chosen = (inner: string) => [...inner.matchAll(/<li data-active="">.*?<\/svg>([^<]*)<\/li>/g)].map((match) => match[1]);
    expect(chosen(questList!)).toEqual([htmlText(words.tabs.quests)]);
    expect(chosen(rewards!)).toEqual([htmlText(words.tabs.rewards)]);
    expect(welcome).not.toContain(htmlText(words.tabs.profile));
    expect(labeling).not.toContain(htmlText(words.tabs.profile));
  });
});

describe('the home hero', () => {
  it('shows the rewards screen with the demo earner’s money and the sample rewards card’s figures, an illustration by its text alternative, with no caption that undercuts it', async () => {
    for (const locale of locales) {
      const res = await request(app).get(localizedPath(locale, '/'));
      const hero = res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</section>', res.text.indexOf('<main')));
      const [phone] = phonesIn(hero);
      const words = wordsOf(locale.code, 'appScreens');
      expect(phone?.label, locale.code).toBe(htmlText(words.alt.rewards));
      expect(phone?.inner).toContain(htmlText(words.rewards.nextReward));
      expect(phone?.inner).toContain(htmlText(words.rewards.redeem));
      // The figures are /dashboard's: the demo earner's total, today's earnings, the quest just verified.
      const usd = new Intl.NumberFormat(locale.intl, { style: 'currency', currency: 'USD' });
      expect(phone?.inner, locale.code).toContain(htmlText(usd.format(dashboardStats.totalEarnings)));
      const gain = new Intl.NumberFormat(locale.intl, { style: 'currency', currency: 'USD', signDisplay: 'always' });
      expect(phone?.inner, locale.code).toContain(htmlText(gain.format(dashboardStats.todayEarnings)));
      expect(hero).not.toContain('<figcaption');
    }
  });
});
