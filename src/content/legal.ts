import type { LegalLink } from './schema';

/** How the legal text names each outbound link it points to. */
export const legalLinkNames: Record<LegalLink, string> = {
  discord: 'Discord',
  x: 'X',
  googlePlay: 'Google Play',
  appStore: 'App Store',
  lightpaper: 'Lightpaper',
};
