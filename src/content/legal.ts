import type { SiteConfig } from './site';

/**
 * The shape of the three legal documents (privacy policy, terms, EULA). Copy is plain data so
 * one renderer gives every document the same table of contents, anchors and typography.
 *
 * Text may contain placeholders that the renderer fills from the site configuration, so an
 * operator who changes the brand, the support address or an outbound URL changes the legal
 * text too: `{brand}`, `{supportEmail}` (a mail link), and one per outbound link
 * (`{googlePlay}`, `{lightpaper}`…), which becomes a link named as `legalLinkNames` says.
 */
export type LegalLink = keyof SiteConfig['links'];
export type LegalPlaceholder = 'brand' | 'supportEmail' | LegalLink;

/** How the legal text names each outbound link it points to. */
export const legalLinkNames: Record<LegalLink, string> = {
  discord: 'Discord',
  x: 'X',
  googlePlay: 'Google Play',
  appStore: 'App Store',
  lightpaper: 'Lightpaper',
};

/** A run of text, possibly holding placeholders. */
export type LegalText = string;

export type LegalBlock =
  | { kind: 'paragraph'; text: LegalText }
  | { kind: 'list'; items: readonly LegalText[] };

export interface LegalSubsection {
  /** Unique within the document; becomes the h3's anchor. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  /** Unique within the document; becomes the `<section>` anchor the table of contents links to. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocument {
  /** ISO date (YYYY-MM-DD) of the last revision. */
  lastUpdated: string;
  /** The plain-language summary shown under the title. */
  summary: LegalText;
  sections: readonly LegalSection[];
}

/** Shorthands that keep the documents readable as prose. */
export const paragraph = (text: LegalText): LegalBlock => ({ kind: 'paragraph', text });
export const list = (...items: LegalText[]): LegalBlock => ({ kind: 'list', items });
