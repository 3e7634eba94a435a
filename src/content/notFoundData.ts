import type { RoutePath } from '../routes';

/*
 * Where the not-found page suggests going next, in order (each suggestion's name and
 * description: the `notFound` area of `messages/<locale>.json`, keyed by these ids).
 */
export const notFoundLinks = [
  { id: 'home', to: '/' },
  { id: 'howItWorks', to: '/how-it-works' },
  { id: 'helpCenter', to: '/support' },
  { id: 'business', to: '/business' },
] as const satisfies readonly { id: string; to: RoutePath }[];

export type NotFoundLinkId = (typeof notFoundLinks)[number]['id'];
