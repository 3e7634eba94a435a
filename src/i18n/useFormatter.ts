import { formatterOf, type Formatter } from '../lib/format';
import { useWords } from './words';

/**
 * Numbers, money and dates as the page's language writes them (the shell's `formats`). A module
 * of its own: only the pages that format figures load the formatter.
 */
export function useFormatter(): Formatter {
  return formatterOf(useWords('shell').formats);
}
