declare const __BUILD_YEAR__: number;

/**
 * The year of the build (vite.config.ts; `SOURCE_DATE_EPOCH` when set, for reproducible
 * builds): the footer's copyright year. Taken from the build rather than the clock, so a
 * document depends on nothing that changes while the server runs.
 */
export const BUILD_YEAR: number = __BUILD_YEAR__;
