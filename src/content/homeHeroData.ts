import type { RoutePath } from '../routes';

/*
 * The language-neutral side of the home page's opening (its words: the `homeHero` area of `messages/<locale>.json`).
 * Apart from the sections below, which load later with their own data and words.
 */

/** Where the hero's two buttons go. */
export const homeHeroActions = { primary: '/app-download', secondary: '/how-it-works' } as const satisfies Record<string, RoutePath>;
