import type { SiteConfig } from './site';

/**
 * What the legal documents (`messages/<locale>/legal/<name>.md`) share in every language: the
 * date of each one's last revision, and the names of the outbound links their text points to.
 * Their `{brand}`, `{supportEmail}` and link arguments are filled from the site configuration
 * (src/components/legal/LegalText.tsx), so an operator who changes the brand, the support address
 * or an outbound URL changes the legal text too. The accessibility statement is written and shown
 * like them (docs/accessibility.md is its source: a review of the record is a new date here).
 */
export const legalLastUpdated = { privacy: '2024-01-15', terms: '2025-04-15', eula: '2025-04-15', accessibility: '2026-12-01' } as const;

/** A configured outbound link a legal text can point to, as `{googlePlay}`, `{lightpaper}`… */
export type LegalLink = keyof SiteConfig['links'];

/** How the legal text names each outbound link it points to. */
export const legalLinkNames: Record<LegalLink, string> = {
  discord: 'Discord',
  x: 'X',
  googlePlay: 'Google Play',
  appStore: 'App Store',
  lightpaper: 'Lightpaper',
};
