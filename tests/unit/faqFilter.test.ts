import { describe, expect, it } from 'vitest';
import { faqCategoryIds, type FaqItem } from '../../src/content/faq';
import { locales } from '../../src/i18n/locales';
import { DEFAULT_FAQ_CATEGORY, faqItemsOf, faqSearchParams, filterFaqs, parseFaqQuery } from '../../src/lib/faqFilter';
import { messagesIn, wordsOf } from '../support/words';

const community = wordsOf('en', 'community');

const items: FaqItem[] = [
  { category: 'earnings', question: 'How do I redeem Points?', answer: 'Redemption opens soon.' },
  { category: 'earnings', question: 'What is the referral bonus?', answer: 'Both of you get 2,000 points.' },
  { category: 'quests', question: 'How long does a quest take?', answer: 'A few minutes.' },
  { category: 'account', question: 'How do I delete my account?', answer: 'Open Account Settings.' },
];

const questions = (found: FaqItem[]) => found.map((item) => item.question);

describe('filterFaqs', () => {
  it('shows only the selected category', () => {
    expect(questions(filterFaqs(items, { category: 'quests', query: '' }))).toEqual(['How long does a quest take?']);
  });

  it("shows every category for 'all'", () => {
    expect(filterFaqs(items, { category: 'all', query: '' })).toEqual(items);
  });

  it('matches the query ignoring case and surrounding spaces', () => {
    expect(questions(filterFaqs(items, { category: 'earnings', query: '  POINTS ' }))).toEqual([
      'How do I redeem Points?',
      'What is the referral bonus?',
    ]);
  });

  it('matches the question or the answer', () => {
    expect(questions(filterFaqs(items, { category: 'all', query: 'redeem' }))).toEqual(['How do I redeem Points?']);
    expect(questions(filterFaqs(items, { category: 'all', query: '2,000' }))).toEqual(['What is the referral bonus?']);
  });

  it('needs both the category and the query to match', () => {
    expect(filterFaqs(items, { category: 'account', query: 'points' })).toEqual([]);
  });

  it('returns nothing when nothing matches', () => {
    expect(filterFaqs(items, { category: 'all', query: 'no such words' })).toEqual([]);
  });
});

describe('parseFaqQuery and faqSearchParams', () => {
  it('defaults to getting-started and an empty query', () => {
    expect(parseFaqQuery(new URLSearchParams())).toEqual({ category: 'getting-started', query: '' });
    expect(DEFAULT_FAQ_CATEGORY).toBe('getting-started');
  });

  it('reads a known category and the query without its surrounding spaces', () => {
    expect(parseFaqQuery(new URLSearchParams('q=+Points+%26+more+&category=earnings'))).toEqual({
      category: 'earnings',
      query: 'Points & more',
    });
    expect(parseFaqQuery(new URLSearchParams('category=all')).category).toBe('all');
  });

  it('drops what a search box cannot hold: line breaks, control characters, noncharacters', () => {
    const typed = 'wi\r\nfi\n\u0000\u0001\u007f\u0085\u009f \ufdd0\ufffe\u{10ffff}é 🚀';
    expect(parseFaqQuery(new URLSearchParams({ q: typed })).query).toBe('wifi é 🚀');
    expect(parseFaqQuery(new URLSearchParams({ q: 'wi\nfi' }))).toEqual(parseFaqQuery(new URLSearchParams({ q: 'wifi' })));
    expect(parseFaqQuery(new URLSearchParams({ q: '\n\u0001 points \r' })).query).toBe('points');
  });

  it('falls back to the default for unknown categories', () => {
    for (const category of ['nope', '', 'ALL', 'Earnings', '__proto__']) {
      expect(parseFaqQuery(new URLSearchParams({ category })).category).toBe('getting-started');
    }
  });

  it('leaves defaults out of the URL and round-trips everything else', () => {
    expect(faqSearchParams({ category: 'getting-started', query: '' }).toString()).toBe('');
    expect(faqSearchParams({ category: 'getting-started', query: '   ' }).toString()).toBe('');
    const params = faqSearchParams({ category: 'technical', query: 'wi-fi & data' });
    expect(parseFaqQuery(new URLSearchParams(params.toString()))).toEqual({ category: 'technical', query: 'wi-fi & data' });
  });
});

describe.each(locales.map((locale) => locale.code))('FAQ messages (%s)', (code) => {
  const words = wordsOf(code, 'community');
  const faqItems = faqItemsOf(words.faqItems);

  it('writes its categories in the help centre’s order (its structured data lists them so)', () => {
    expect(Object.keys(words.faqItems)).toEqual([...faqCategoryIds]);
  });

  it('has a name for every category and at least four entries in each', () => {
    for (const id of faqCategoryIds) {
      expect(words.faqCategories[id], id).not.toBe('');
      expect(Object.keys(words.faqItems[id]).length, id).toBeGreaterThanOrEqual(4);
    }
  });

  it('has no duplicate questions', () => {
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
  });

  it('has every English entry, in the same category and order', () => {
    expect(faqItems.map((item) => item.category)).toEqual(faqItemsOf(community.faqItems).map((item) => item.category));
  });
});

describe('faqItemsOf', () => {
  it('lists the entries category by category, in the URL vocabulary’s order, each with its category', () => {
    const items = faqItemsOf(community.faqItems);
    expect([...new Set(items.map((item) => item.category))]).toEqual([...faqCategoryIds]);
    expect(items[0]).toEqual({ category: 'getting-started', ...community.faqItems['getting-started'].startEarning });
  });

  it('makes the list once per language, so the search keeps what it worked out per entry', () => {
    const es = messagesIn('es', 'community');
    expect(faqItemsOf(es.group('faqItems'))).toBe(faqItemsOf(es.group('faqItems')));
  });
});

describe('search in every language', () => {
  const entries: FaqItem[] = [
    { category: 'account', question: '¿Dónde está la información de mi cuenta?', answer: 'En tu perfil.' },
    { category: 'technical', question: 'Le réseau est-il nécessaire ?', answer: 'Oui, pour envoyer une quête.' },
    { category: 'earnings', question: 'Quando recebo meus pontos?', answer: 'Após a verificação, geralmente em minutos.' },
    { category: 'quests', question: 'Un cœur pour chaque quête ?', answer: 'Non.' },
    { category: 'getting-started', question: 'هل يمكنني دعوة أصدقائي؟', answer: 'نعم، عبر رابط الإحالة.' },
    { category: 'quests', question: 'रेफ़रल कैसे काम करता है?', answer: 'दोस्तों को बुलाएँ।' },
  ];
  const find = (query: string) => filterFaqs(entries, { category: 'all', query }).map((entry) => entry.category);

  it('ignores accents and case, in the text and in what is typed', () => {
    expect(find('informacion')).toEqual(['account']);
    expect(find('INFORMACIÓN')).toEqual(['account']);
    expect(find('reseau')).toEqual(['technical']);
    expect(find('apos a verificacao')).toEqual(['earnings']);
    expect(find('Réseau')).toEqual(['technical']);
  });

  it('spells ligatures out', () => {
    expect(find('coeur')).toEqual(['quests']);
    expect(find('CŒUR')).toEqual(['quests']);
  });

  it('finds Arabic typed without hamza, madda or short vowels', () => {
    expect(find('اصدقائي')).toEqual(['getting-started']);
    expect(find('الاحالة')).toEqual(['getting-started']);
    expect(find('رَابط')).toEqual(['getting-started']);
  });

  it('finds Hindi typed without the nukta or with anusvara for chandrabindu, and keeps vowel signs apart', () => {
    expect(find('रेफरल')).toEqual(['quests']);
    expect(find('बुलाएं')).toEqual(['quests']);
    expect(find('काम')).toEqual(['quests']);
    expect(find('कम')).toEqual([]);
  });

  it('still needs the words to be there', () => {
    expect(find('informaciones')).toEqual([]);
  });
});
