declare const __BUILD_YEAR__: number;

/**
 * The footer's copyright year: the build's (`SOURCE_DATE_EPOCH`'s for a reproducible build,
 * vite.config.ts), never the clock's, so a document does not change while the server runs. A
 * module of its own: only bundles define `__BUILD_YEAR__`, and only the footer reads it.
 */
export const BUILD_YEAR: number = __BUILD_YEAR__;
