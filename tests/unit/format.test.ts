import { describe, expect, it } from 'vitest';
import { formatterIn, wordsOf } from '../support/words';
import { locales } from '../../src/i18n/locales';

/** Amounts across every magnitude the site can show, with awkward fractions and both signs. */
function sampleAmounts(): number[] {
  const amounts = [0, 0.004, 0.005, 0.01, 0.1, 0.125, 0.5, 0.994, 0.995, 0.999, 1, 9.99, 12.75, 999.995, 1000, 2847.5, 1e6 - 0.01];
  let seed = 7;
  for (let index = 0; index < 2000; index += 1) {
    seed = (seed * 48271) % 2147483647;
    amounts.push(((seed % 1_000_000_000) / 1000) * (index % 3 === 0 ? 1 : 0.01));
  }
  return [...amounts, ...amounts.map((amount) => -amount)];
}

/**
 * The inputs for which `actual` and `expected` differ, with both results: one assertion for
 * thousands of cases (an assertion each cost most of this file's time), naming every one that fails.
 */
function differences<T>(inputs: readonly T[], actual: (input: T) => string, expected: (input: T) => string) {
  return inputs.flatMap((input) => {
    const [got, wanted] = [actual(input), expected(input)];
    return got === wanted ? [] : [{ input, got, wanted }];
  });
}

/** Every day of two years, a leap year included, as ISO dates. */
const days = Array.from({ length: 731 }, (_, day) => new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10));

describe('formatting in each language', () => {
  it("separates a role from a company with the comma of the language's script", () => {
    for (const locale of locales) {
      expect(wordsOf(locale.code, 'shell').formats.comma ?? ', ', locale.code).toBe(locale.script === 'Arab' ? '\u060c ' : ', ');
    }
  });

  it('prints the figures the issue names', () => {
    expect(formatterIn('en').usd(1240)).toBe('$1,240.00');
    expect(formatterIn('es').usd(1240)).toBe('US$\u00a01.240,00');
    expect(formatterIn('pt-br').usd(1240)).toBe('US$\u00a01.240,00');
    expect(formatterIn('fr').usd(1240)).toBe('1\u202f240,00\u00a0$US');
    expect(formatterIn('es').longDate('2024-01-15')).toBe('15 de enero de 2024');
    expect(formatterIn('en').longDate('2024-01-15')).toBe('January 15, 2024');
    expect(formatterIn('fr').monthYear('2024-03-12')).toBe('mars 2024');
    expect(formatterIn('pt-br').count(1247)).toBe('1.247');
  });

  // Each language's conventions (its `formats` words) against the Intl locale they follow.
  describe.each(locales.map((locale) => [locale.code, wordsOf(locale.code, 'shell').formats.follows] as const))(
    '%s (as Intl %s)',
    (code, intlLocale) => {
      const format = formatterIn(code);
      const usd = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
      const usdWhole = new Intl.NumberFormat(intlLocale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
      const usdChange = new Intl.NumberFormat(intlLocale, {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: 2,
        signDisplay: 'always',
      });
      const count = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 0 });
      const monthYear = new Intl.DateTimeFormat(intlLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
      const longDate = new Intl.DateTimeFormat(intlLocale, { dateStyle: 'long', timeZone: 'UTC' });

      // Right to left, a left-to-right mark closes the Latin currency code so it reads "US$", not "$US".
      const closing = locales.find((locale) => locale.code === code)!.dir === 'rtl' ? '\u200e' : '';
      it('matches Intl currency formatting, with and without cents, over thousands of amounts', () => {
        const amounts = sampleAmounts();
        expect(differences(amounts, format.usd, (amount) => usd.format(amount) + closing)).toEqual([]);
        expect(differences(amounts, format.usdWhole, (amount) => usdWhole.format(amount) + closing)).toEqual([]);
        expect(differences(amounts, format.usdChange, (amount) => usdChange.format(amount) + closing)).toEqual([]);
      });

      it('matches Intl for integers', () => {
        const values = sampleAmounts().map((amount) => Math.trunc(amount * 100));
        expect(differences(values, format.count, (value) => count.format(value))).toEqual([]);
      });

      it('matches Intl in UTC for every day of two years, whatever the local time zone', () => {
        const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);
        expect(differences(days, format.monthYear, (iso) => monthYear.format(utc(iso)))).toEqual([]);
        expect(differences(days, format.longDate, (iso) => longDate.format(utc(iso)))).toEqual([]);
      });
    },
  );
});
