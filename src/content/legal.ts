import type { LegalBlock, LegalLink, LegalText } from './schema';

/*
 * What the legal documents' words use at run time (their shape: `LegalDocument` in
 * `schema.ts`): the shorthands that keep them readable as prose, and the names of the outbound
 * links their placeholders become.
 */

/** How the legal text names each outbound link it points to. */
export const legalLinkNames: Record<LegalLink, string> = {
  discord: 'Discord',
  x: 'X',
  googlePlay: 'Google Play',
  appStore: 'App Store',
  lightpaper: 'Lightpaper',
};

/** Shorthands that keep the documents readable as prose. */
export const paragraph = (text: LegalText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalText[]): LegalBlock => ({ kind: 'list', items });
