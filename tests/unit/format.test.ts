import { describe, expect, it } from 'vitest';
import { formatMonthYear, formatUsd, formatUsdWhole } from '../../src/lib/format';

describe('formatUsd', () => {
  it('prints dollars with cents and thousands separators', () => {
    expect(formatUsd(2847.5)).toBe('$2,847.50');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(12.75)).toBe('$12.75');
  });
});

describe('formatUsdWhole', () => {
  it('prints whole dollars without cents', () => {
    expect(formatUsdWhole(15)).toBe('$15');
    expect(formatUsdWhole(5000)).toBe('$5,000');
  });
});

describe('formatMonthYear', () => {
  it('prints the month and year of an ISO date, whatever the local time zone', () => {
    expect(formatMonthYear('2024-03-12')).toBe('March 2024');
    expect(formatMonthYear('2024-01-01')).toBe('January 2024');
    expect(formatMonthYear('2024-12-31')).toBe('December 2024');
  });
});
