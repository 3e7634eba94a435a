declare const __BUILD_YEAR__: number;
declare const __BUILD_TIME__: string;

/*
 * What the build fixes about its own time (`SOURCE_DATE_EPOCH`'s for a reproducible build,
 * vite.config.ts), never the clock's, so nothing served changes while the server runs. A module
 * of its own: only bundles define these.
 */

/** The footer's copyright year. */
export const BUILD_YEAR: number = __BUILD_YEAR__;

/** When the build was made (ISO 8601): security.txt expires a year later (src/lib/wellKnown.ts). */
export const BUILD_TIME: string = __BUILD_TIME__;
