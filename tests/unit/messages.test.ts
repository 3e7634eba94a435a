import { describe, expect, it } from 'vitest';
import { compileMessage } from '../../scripts/messages/compile';
import { formatMessage } from '../../src/i18n/icu';
import { locales, type LocaleCode } from '../../src/i18n/locales';
import { numbers } from '../../src/i18n/numbers';
import { messagesIn } from '../support/words';

/** A message compiled as the build does, written out as the runtime does. */
const write = (lang: string, source: string, values: Record<string, unknown> = {}) =>
  formatMessage(lang, compileMessage(source), values, numbers).join('');

const intlOf = (code: string) => locales.find((locale) => locale.code === code)!.intl;

describe('the compiled form', () => {
  it('keeps a message without arguments its plain text', () => {
    expect(compileMessage('Frequently Asked Questions')).toBe('Frequently Asked Questions');
    // An apostrophe before a brace quotes it (ICU); elsewhere it is the letter it looks like.
    expect(compileMessage("l'app, '{brand}'")).toBe("l'app, {brand}");
  });

  it('holds arguments, plurals, selects and tags as parts, with number and date options resolved by the build', () => {
    expect(compileMessage('{count, plural, one {# day} other {# days}}')).toEqual([
      ['count', 'p', { one: [0, ' day'], other: [0, ' days'] }],
    ]);
    expect(compileMessage('{amount, number, ::currency/USD}')).toEqual([['amount', 'n', { style: 'currency', currency: 'USD' }]]);
    expect(compileMessage('<terms>Terms</terms> of {brand}')).toEqual([['terms', 'x', 'Terms'], ' of ', ['brand']]);
  });
});

describe('writing a message', () => {
  it('picks English one and other, and French 0 and 1 as one', () => {
    const days = '{count, plural, one {# day} other {# days}}';
    expect([0, 1, 2, 21].map((count) => write('en-US', days, { count }))).toEqual(['0 days', '1 day', '2 days', '21 days']);
    const jours = '{count, plural, one {#\u00a0jour} other {#\u00a0jours}}';
    expect([0, 1, 2].map((count) => write('fr-FR', jours, { count }))).toEqual(['0\u00a0jour', '1\u00a0jour', '2\u00a0jours']);
  });

  it("gives Arabic its six categories, and words the dashboard's quest minutes through the rules", () => {
    const forms = '{n, plural, zero {zero #} one {one #} two {two #} few {few #} many {many #} other {other #}}';
    expect([0, 1, 2, 3, 11, 100].map((n) => write(intlOf('ar'), forms, { n }))).toEqual([
      'zero 0',
      'one 1',
      'two 2',
      'few 3',
      'many 11',
      'other 100',
    ]);
    const t = messagesIn('ar', 'demoUser');
    expect([1, 2, 5, 15, 100].map((count) => t('dashboard.recommended.minutes', { count }))).toEqual([
      'دقيقة واحدة',
      'دقيقتان',
      '5 دقائق',
      '15 دقيقة',
      '100 دقيقة',
    ]);
  });

  it('words exactly zero with =0 first, whatever the category, and falls back to other', () => {
    const perguntas = '{count, plural, =0 {# perguntas} one {# pergunta} other {# perguntas}}';
    expect([0, 1, 2].map((count) => write('pt-BR', perguntas, { count }))).toEqual(['0 perguntas', '1 pergunta', '2 perguntas']);
    expect(write(intlOf('ar'), '{n, plural, one {one #} other {other #}}', { n: 3 })).toBe('other 3');
  });

  it('writes the plural’s number as the language writes numbers, offset included', () => {
    expect(write('es-CO', '{count, plural, one {# pregunta} other {# preguntas}}', { count: 1_000_000 })).toBe('1.000.000 preguntas');
    expect(write('en-US', '{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', { n: 3 })).toBe(
      'you and 2 others',
    );
    expect(write('en-US', '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { n: 22 })).toBe('22nd');
  });

  it('chooses by select, other when no choice matches', () => {
    const scope = '{scope, select, all {in all categories} other {in {category}}}';
    expect(write('en-US', scope, { scope: 'all' })).toBe('in all categories');
    expect(write('en-US', scope, { scope: 'category', category: 'Earnings' })).toBe('in Earnings');
  });

  it('hands a tag its content and leaves the rest as text', () => {
    const parts = formatMessage('en-US', compileMessage('I agree to the <terms>Terms</terms>'), {
      terms: (chunks: unknown[]) => ({ chunks }),
    });
    expect(parts).toEqual(['I agree to the ', { chunks: ['Terms'] }]);
  });

  it('writes dates in UTC, whatever the time zone of the machine', () => {
    expect(write('en-US', '{date, date, long}', { date: '2024-01-15' })).toBe('January 15, 2024');
    expect(write('es-CO', '{date, date, long}', { date: '2024-01-15' })).toBe('15 de enero de 2024');
    expect(write('fr-FR', '{date, date, ::yyyyMMMM}', { date: '2024-03-12' })).toBe('mars 2024');
  });

  it('refuses a missing value, and a count read without the numbers formatter, naming the message', () => {
    expect(() => write('en-US', 'Hello {name}')).toThrow('No value for {name}');
    expect(() => formatMessage('en-US', compileMessage('{n, plural, other {#}}'), { n: 1 })).toThrow('numbers formatter');
    expect(() => messagesIn('en', 'community')('faq.resultCount', { count: 2 })).toThrow('en community.faq.resultCount');
  });
});

/** Amounts across every magnitude the site can show, with awkward fractions and both signs. */
function sampleAmounts(): number[] {
  const amounts = [0, 0.004, 0.005, 0.01, 0.5, 0.995, 1, 9.99, 12.75, 999.995, 1000, 2847.5, 1e6 - 0.01, 1234567.89];
  return [...amounts, ...amounts.map((amount) => -amount)];
}

describe.each(locales.map((locale) => [locale.code, locale.intl] as const))('figures in %s (Intl %s)', (code, intl) => {
  const t = messagesIn(code, 'demoUser');
  const mark = locales.find((locale) => locale.code === code)!.dir === 'rtl' ? '\u200e' : '';
  it('are Intl’s own, in the language’s Intl locale; right to left, a left-to-right mark closes US$', () => {
    const usd = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD' });
    const signed = new Intl.NumberFormat(intl, { style: 'currency', currency: 'USD', signDisplay: 'always' });
    for (const amount of sampleAmounts()) {
      expect(t('figures.usd', { amount })).toBe(usd.format(amount) + mark);
      expect(t('figures.usdChange', { amount })).toBe(signed.format(amount) + mark);
    }
    expect(t('figures.count', { count: 1247 })).toBe(new Intl.NumberFormat(intl).format(1247));
  });
});

describe('the conventions each language keeps', () => {
  const usd = (code: LocaleCode, amount: number) => messagesIn(code, 'demoUser')('figures.usd', { amount });
  it('prints the figures the issues name', () => {
    expect(usd('en', 1240)).toBe('$1,240.00');
    expect(usd('es', 1240)).toBe('US$\u00a01.240,00');
    expect(usd('pt-br', 1240)).toBe('US$\u00a01.240,00');
    expect(usd('fr', 1240)).toBe('1\u202f240,00\u00a0$US');
    expect(messagesIn('pt-br', 'demoUser')('figures.count', { count: 1247 })).toBe('1.247');
    expect(messagesIn('fr', 'demoUser')('figures.monthYear', { date: '2024-03-12' })).toBe('mars 2024');
  });

  it('writes Western digits in Arabic and Hindi, and groups Hindi the Indian way', () => {
    expect(usd('ar', 1234567.5)).toBe('\u200f1,234,567.50\u00a0US$\u200e');
    expect(messagesIn('ar', 'demoUser')('figures.count', { count: 1234567 })).toBe('1,234,567');
    expect(messagesIn('hi', 'demoUser')('figures.count', { count: 1234567 })).toBe('12,34,567');
    expect(usd('hi', 1234567.5)).toBe('$12,34,567.50');
  });

  it("separates a role from a company with the comma of the language's script", () => {
    for (const { code, script } of locales) {
      const byline = messagesIn(code, 'homeSections')('testimonialsSection.byline', { role: 'R', company: 'C' });
      expect(byline, code).toBe(script === 'Arab' ? 'R\u060c C' : 'R, C');
    }
  });

  it('ends the footer and the mail-draft notes with the full stop of the language', () => {
    for (const { code } of locales) {
      const stop = code === 'hi' ? '।' : '.';
      expect(messagesIn(code, 'shell')('footer.copyright', { year: 2026, brand: 'SCAN' }), code).toMatch(
        new RegExp(`^© 2026 SCAN${stop} `),
      );
      expect(messagesIn(code, 'community')('supportForm.addressNote', { address: 'a@b' }), code).toMatch(new RegExp(`a@b${stop}$`));
    }
  });
});
