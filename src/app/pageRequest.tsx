import { createContext, useContext } from 'react';
import type { LocaleCode } from '../i18n/locales';
import type { FaqFilter } from '../lib/faqQuery';
import type { AppRoute } from '../routes';

/**
 * A document's request as the server parses it, once (src/server/requestTarget.server.ts): the
 * render and the pages read it rather than parse the address again.
 */
export interface PageRequest {
  /** The path and the canonical spelling of the query the route reads: the document's one name. */
  location: string;
  status: 200 | 404;
  /**
   * Its language, by code: the request may be parsed by another copy of the i18n module than the
   * render's (the server bundle's, or in development Node's beside Vite's), whose objects are the
   * ones components compare.
   */
  locale: LocaleCode;
  route: AppRoute;
  /** The help centre's filter, for a route that reads one (`readsQuery`). */
  filter?: FaqFilter | undefined;
  /** An invite page's code (decision 025); absent on its not-found state. */
  invite?: string | undefined;
}

const RequestedFilter = createContext<FaqFilter | undefined>(undefined);

/** The server's render hands the parsed filter down; the browser has none and reads its address. */
export const RequestedFilterProvider = RequestedFilter.Provider;

export const useRequestedFilter = () => useContext(RequestedFilter);
