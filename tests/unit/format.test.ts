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
        for (const amount of sampleAmounts()) {
          expect(format.usd(amount), String(amount)).toBe(usd.format(amount) + closing);
          expect(format.usdWhole(amount), String(amount)).toBe(usdWhole.format(amount) + closing);
          expect(format.usdChange(amount), String(amount)).toBe(usdChange.format(amount) + closing);
        }
      });

      it('matches Intl for integers', () => {
        for (const amount of sampleAmounts()) {
          const value = Math.trunc(amount * 100);
          expect(format.count(value), String(value)).toBe(count.format(value));
        }
      });

      it('matches Intl in UTC for every day of two years, whatever the local time zone', () => {
        for (const iso of days) {
          const date = new Date(`${iso}T00:00:00Z`);
          expect(format.monthYear(iso), iso).toBe(monthYear.format(date));
          expect(format.longDate(iso), iso).toBe(longDate.format(date));
        }
      });
    },
  );
});
