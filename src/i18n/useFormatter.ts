import { formatterFor, type Formatter } from '../lib/format';
import { useLocale } from './words';

/**
 * Numbers, money and dates as the page's language writes them. A module of its own: only the
 * pages that format figures load the formatting tables.
 */
export function useFormatter(): Formatter {
  return formatterFor(useLocale().code);
}
