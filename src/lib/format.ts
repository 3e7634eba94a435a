/**
 * Number and date formatting for the site, always in US English and UTC, so the server and the
 * browser print the same text and hydration never sees a difference.
 *
 * Written out rather than built on `Intl`: the first `Intl` formatter a page creates makes
 * Chromium load its locale data, 15–30 ms of main-thread work on a fast machine, four times
 * that on a mid-range phone, and in the browser it landed in the task that starts hydration.
 * The unit tests check these functions against `Intl` over a wide range of values.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Digits of a non-negative integer string in groups of three: `2847` → `2,847`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * `|value|` rounded to `fractionDigits` as Intl does it: half away from zero, on the shortest
 * decimal that reads back as the number (so 0.995 → 1.00, where `toFixed` gives 0.99).
 */
function roundedDigits(value: number, fractionDigits: number): { whole: string; fraction: string } {
  const text = Math.abs(value).toString();
  if (text.includes('e')) {
    // Below 1e-6 or at least 1e21: nothing the site shows; toFixed is exact enough there.
    const [whole = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
    return { whole, fraction };
  }
  const [whole = '0', fraction = ''] = text.split('.');
  const kept = fraction.slice(0, fractionDigits).padEnd(fractionDigits, '0');
  if ((fraction[fractionDigits] ?? '0') < '5') return { whole, fraction: kept };
  const roundedUp = (BigInt(whole + kept) + 1n).toString().padStart(fractionDigits + 1, '0');
  return {
    whole: roundedUp.slice(0, roundedUp.length - fractionDigits),
    fraction: roundedUp.slice(roundedUp.length - fractionDigits),
  };
}

/** Intl marks every negative number, negative zero included. */
function signOf(value: number): string {
  return value < 0 || Object.is(value, -0) ? '-' : '';
}

function formatDollars(amount: number, fractionDigits: 0 | 2): string {
  const { whole, fraction } = roundedDigits(amount, fractionDigits);
  return `${signOf(amount)}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** `2847.5` → `$2,847.50`. */
export function formatUsd(amount: number): string {
  return formatDollars(amount, 2);
}

/** Whole amounts without cents: `15` → `$15`. */
export function formatUsdWhole(amount: number): string {
  return formatDollars(amount, 0);
}

/** A count with thousands separators: `1247` → `1,247`. */
export function formatCount(count: number): string {
  return `${signOf(count)}${groupThousands(roundedDigits(count, 0).whole)}`;
}

/** Parses `2024-03-12` as that calendar day, whatever the local time zone. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/** An ISO date such as `2024-03-12` → `March 2024`. */
export function formatMonthYear(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** An ISO date such as `2024-01-15` → `January 15, 2024`. */
export function formatLongDate(isoDate: string): string {
  const date = utcDate(isoDate);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
