/**
 * Number and date formatting by a language's conventions (its `formats` words), always in UTC,
 * so the server and the browser print the same text and hydration never sees a difference.
 *
 * Written out rather than built on `Intl`: the first `Intl` formatter a page creates makes
 * Chromium load its locale data, 15–30 ms of main-thread work on a fast machine, four times
 * that on a mid-range phone, and in the browser it landed in the task that starts hydration.
 * Each language's conventions follow one of Intl's locales (`follows`); the unit tests check
 * every function against `Intl` over thousands of values.
 */
import type { FormatsWords } from '../content/schema';

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
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/** Parses `2024-03-12` as that calendar day, whatever the local time zone. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export interface Formatter {
  /** `2847.5` → `$2,847.50` · `US$ 2.847,50` · `2 847,50 $US`. */
  usd(amount: number): string;
  /** A gain or a loss, always signed: `4.75` → `+$4.75` · `+4,75 US$`. */
  usdChange(amount: number): string;
  /** Whole amounts without cents: `15` → `$15` · `US$ 15` · `15 $US`. */
  usdWhole(amount: number): string;
  /** A count with thousands separators: `1247` → `1,247` · `1.247` · `1 247`. */
  count(count: number): string;
  /** `2024-03-12` → `March 2024` · `marzo de 2024` · `mars 2024`. */
  monthYear(isoDate: string): string;
  /** `2024-01-15` → `January 15, 2024` · `15 de enero de 2024` · `15 janvier 2024`. */
  longDate(isoDate: string): string;
}

/** A template's `{name}` places filled in. */
const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name]));

/** A language's formatter from its conventions (its `formats` words), made once per language. */
export function formatterOf(style: FormatsWords): Formatter {
  let formatter = formatters.get(style);
  if (!formatter) {
    formatter = createFormatter(style);
    formatters.set(style, formatter);
  }
  return formatter;
}

const formatters = new WeakMap<FormatsWords, Formatter>();

/** `1234567` → `1,234,567`; with groups of two after the first three (Indian): `12,34,567`. */
function groupDigits(digits: string, { group, laterGroups = 3 }: FormatsWords): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pattern = new RegExp(`\\B(?=(\\d{${laterGroups}})+$)`, 'g');
  return `${head.replace(pattern, group)}${group}${digits.slice(-3)}`;
}

function createFormatter(style: FormatsWords): Formatter {
  const grouped = (digits: string) => groupDigits(digits, style);
  const sign = (value: number, signed = false) => (isNegative(value) ? (style.minus ?? '-') : signed ? (style.plus ?? '+') : '');
  const dollars = (amount: number, fractionDigits: 0 | 2, signed = false) => {
    const { whole, fraction } = roundedDigits(amount, fractionDigits);
    const digits = `${grouped(whole)}${fraction ? `${style.decimal}${fraction}` : ''}`;
    // The sign stands where the template says (`{sign}`), or first.
    return style.usd.includes('{sign}')
      ? fill(style.usd, { sign: sign(amount, signed), amount: digits })
      : `${sign(amount, signed)}${fill(style.usd, { amount: digits })}`;
  };
  return {
    usd: (amount) => dollars(amount, 2),
    usdChange: (amount) => dollars(amount, 2, true),
    usdWhole: (amount) => dollars(amount, 0),
    count: (count) => `${sign(count)}${grouped(roundedDigits(count, 0).whole)}`,
    monthYear(isoDate) {
      const date = utcDate(isoDate);
      return fill(style.monthYear, { month: style.months[date.getUTCMonth()]!, year: date.getUTCFullYear() });
    },
    longDate(isoDate) {
      const date = utcDate(isoDate);
      return fill(style.longDate, { day: date.getUTCDate(), month: style.months[date.getUTCMonth()]!, year: date.getUTCFullYear() });
    },
  };
}
