import { deferredSection } from '../../app/deferred';

/*
 * The invite page's parts that need no code of their own to be seen: the store badges, the QR
 * code and who gets what. Drawn in the server's HTML, their code comes as hydration reaches them,
 * so the page's first load is the page itself and its words.
 */
export const StoreBadges = deferredSection(() => import('../marketing/StoreBadges').then((module) => module.StoreBadges));
export const ScanCard = deferredSection(() => import('./ScanCard').then((module) => module.ScanCard));
export const InviteShares = deferredSection(() => import('./InviteShares').then((module) => module.InviteShares));
