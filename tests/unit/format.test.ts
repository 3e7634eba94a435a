import { describe, expect, it } from 'vitest';
import { formatCount, formatLongDate, formatMonthYear, formatUsd, formatUsdWhole } from '../../src/lib/format';

/** What the same output would be from Intl, the reference these functions must match. */
const intlUsd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const intlUsdWhole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const intlCount = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const intlMonthYear = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const intlLongDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

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

describe('formatUsd', () => {
  it('prints dollars with cents and thousands separators', () => {
    expect(formatUsd(2847.5)).toBe('$2,847.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.75)).toBe('$12.75');
    expect(formatUsd(1234567.891)).toBe('$1,234,567.89');
  });

  it('matches Intl en-US currency formatting', () => {
    for (const amount of sampleAmounts()) expect(formatUsd(amount), String(amount)).toBe(intlUsd.format(amount));
  });
});

describe('formatUsdWhole', () => {
  it('prints whole dollars without cents', () => {
    expect(formatUsdWhole(15)).toBe('$15');
    expect(formatUsdWhole(5000)).toBe('$5,000');
  });

  it('matches Intl en-US currency formatting without cents', () => {
    for (const amount of sampleAmounts()) expect(formatUsdWhole(amount), String(amount)).toBe(intlUsdWhole.format(amount));
  });
});

describe('formatCount', () => {
  it('prints counts with thousands separators', () => {
    expect(formatCount(342)).toBe('342');
    expect(formatCount(1247)).toBe('1,247');
    expect(formatCount(1000000)).toBe('1,000,000');
  });

  it('matches Intl en-US for integers', () => {
    for (const amount of sampleAmounts()) {
      const count = Math.trunc(amount * 100);
      expect(formatCount(count), String(count)).toBe(intlCount.format(count));
    }
  });
});

describe('dates', () => {
  it('prints the month and year, or the long date, of an ISO day whatever the local time zone', () => {
    expect(formatMonthYear('2024-03-12')).toBe('March 2024');
    expect(formatMonthYear('2024-01-01')).toBe('January 2024');
    expect(formatMonthYear('2024-12-31')).toBe('December 2024');
    expect(formatLongDate('2024-01-15')).toBe('January 15, 2024');
    expect(formatLongDate('2025-04-15')).toBe('April 15, 2025');
  });

  it('matches Intl en-US in UTC for every day of two years', () => {
    for (let day = 0; day < 731; day += 1) {
      const iso = new Date(Date.UTC(2024, 0, 1 + day)).toISOString().slice(0, 10);
      const date = new Date(`${iso}T00:00:00Z`);
      expect(formatMonthYear(iso), iso).toBe(intlMonthYear.format(date));
      expect(formatLongDate(iso), iso).toBe(intlLongDate.format(date));
    }
  });
});
