/**
 * Number and date formatting in each of the site's languages, always in UTC, so the server and
 * the browser print the same text and hydration never sees a difference.
 *
 * Written out rather than built on `Intl`: the first `Intl` formatter a page creates makes
 * Chromium load its locale data, 15–30 ms of main-thread work on a fast machine, four times
 * that on a mid-range phone, and in the browser it landed in the task that starts hydration.
 * Each language follows one of Intl's locales (Spanish Colombia's, as the site's Spanish
 * speakers mostly write, Brazilian Portuguese, French France's); the unit tests check every
 * function against `Intl` over thousands of values.
 */
import type { LocaleCode } from '../i18n/locales';

interface Conventions {
  /** Between groups of three digits. */
  group: string;
  decimal: string;
  /** Puts the currency around a formatted amount: `$1,240.00`, `US$ 1.240,00`, `1 240,00 $US`. */
  usd: (amount: string) => string;
  months: readonly string[];
  longDate: (day: number, month: string, year: number) => string;
  monthYear: (month: string, year: number) => string;
}

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const conventions: Record<LocaleCode, Conventions> = {
  en: {
    group: ',',
    decimal: '.',
    usd: (amount) => `$${amount}`,
    months: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    longDate: (day, month, year) => `${month} ${day}, ${year}`,
    monthYear: (month, year) => `${month} ${year}`,
  },
  es: {
    group: '.',
    decimal: ',',
    usd: (amount) => `US$${NBSP}${amount}`,
    months: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    longDate: (day, month, year) => `${day} de ${month} de ${year}`,
    monthYear: (month, year) => `${month} de ${year}`,
  },
  'pt-br': {
    group: '.',
    decimal: ',',
    usd: (amount) => `US$${NBSP}${amount}`,
    months: ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'],
    longDate: (day, month, year) => `${day} de ${month} de ${year}`,
    monthYear: (month, year) => `${month} de ${year}`,
  },
  fr: {
    group: NARROW_NBSP,
    decimal: ',',
    usd: (amount) => `${amount}${NBSP}$US`,
    months: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    longDate: (day, month, year) => `${day} ${month} ${year}`,
    monthYear: (month, year) => `${month} ${year}`,
  },
};

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

/** Parses `2024-03-12` as that calendar day, whatever the local time zone. */
function utcDate(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

export interface Formatter {
  /** `2847.5` → `$2,847.50` · `US$ 2.847,50` · `2 847,50 $US`. */
  usd(amount: number): string;
  /** Whole amounts without cents: `15` → `$15` · `US$ 15` · `15 $US`. */
  usdWhole(amount: number): string;
  /** A count with thousands separators: `1247` → `1,247` · `1.247` · `1 247`. */
  count(count: number): string;
  /** `2024-03-12` → `March 2024` · `marzo de 2024` · `mars 2024`. */
  monthYear(isoDate: string): string;
  /** `2024-01-15` → `January 15, 2024` · `15 de enero de 2024` · `15 janvier 2024`. */
  longDate(isoDate: string): string;
}

function createFormatter(style: Conventions): Formatter {
  const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  const dollars = (amount: number, fractionDigits: 0 | 2) => {
    const { whole, fraction } = roundedDigits(amount, fractionDigits);
    return `${signOf(amount)}${style.usd(`${grouped(whole)}${fraction ? `${style.decimal}${fraction}` : ''}`)}`;
  };
  return {
    usd: (amount) => dollars(amount, 2),
    usdWhole: (amount) => dollars(amount, 0),
    count: (count) => `${signOf(count)}${grouped(roundedDigits(count, 0).whole)}`,
    monthYear(isoDate) {
      const date = utcDate(isoDate);
      return style.monthYear(style.months[date.getUTCMonth()]!, date.getUTCFullYear());
    },
    longDate(isoDate) {
      const date = utcDate(isoDate);
      return style.longDate(date.getUTCDate(), style.months[date.getUTCMonth()]!, date.getUTCFullYear());
    },
  };
}

const formatters = Object.fromEntries(Object.entries(conventions).map(([code, style]) => [code, createFormatter(style)])) as Record<
  LocaleCode,
  Formatter
>;

/** The formatter of a language. */
export function formatterFor(locale: LocaleCode): Formatter {
  return formatters[locale];
}
