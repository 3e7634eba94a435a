/**
 * Number and date formatting for the demo account screens. Fixed locale and time zone, so the
 * server and the browser always print the same text and hydration never sees a difference.
 */
const LOCALE = 'en-US';

const usd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const usdWhole = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const monthYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** `2847.5` → `$2,847.50`. */
export function formatUsd(amount: number): string {
  return usd.format(amount);
}

/** Whole amounts without cents: `15` → `$15`. */
export function formatUsdWhole(amount: number): string {
  return usdWhole.format(amount);
}

/** An ISO date such as `2024-03-12` → `March 2024`. */
export function formatMonthYear(isoDate: string): string {
  return monthYear.format(new Date(`${isoDate}T00:00:00Z`));
}
