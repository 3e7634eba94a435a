/**
 * The three legal documents' language-neutral outlines: the date of the last revision and the
 * ids of their sections and subsections, in order. The ids are the anchors of the table of
 * contents and of shared links (`/es/privacy#cookies`), the same in every language; each
 * language's words (`src/content/<locale>/privacy.ts`…) give every section and subsection its
 * title and text, keyed by these ids.
 */

/** A legal document's outline; ids are unique within the document. */
export interface LegalOutline {
  /** ISO date (YYYY-MM-DD) of the last revision. */
  lastUpdated: string;
  sections: readonly { id: string; subsections?: readonly string[] }[];
}

export const privacyOutline = {
  lastUpdated: '2024-01-15',
  sections: [
    { id: 'about-this-policy' },
    { id: 'information-we-collect', subsections: ['information-you-give-us', 'quest-submissions', 'information-collected-automatically'] },
    { id: 'how-we-use-information' },
    { id: 'selling-and-licensing-data' },
    { id: 'sharing-information' },
    { id: 'legal-bases' },
    { id: 'data-retention' },
    { id: 'security' },
    { id: 'your-rights' },
    { id: 'age-requirements' },
    { id: 'international-transfers' },
    { id: 'cookies' },
    { id: 'changes' },
    { id: 'contact' },
  ],
} as const satisfies LegalOutline;

export const termsOutline = {
  lastUpdated: '2025-04-15',
  sections: [
    { id: 'agreement' },
    { id: 'eligibility' },
    { id: 'your-account' },
    { id: 'quests' },
    { id: 'your-submissions' },
    { id: 'points-and-rewards' },
    { id: 'scan-tokens' },
    { id: 'referral-programme' },
    { id: 'acceptable-use' },
    { id: 'intellectual-property' },
    { id: 'suspension-and-termination' },
    { id: 'disclaimers' },
    { id: 'limitation-of-liability' },
    { id: 'governing-law-and-disputes' },
    { id: 'changes-and-contact' },
  ],
} as const satisfies LegalOutline;

export const eulaOutline = {
  lastUpdated: '2025-04-15',
  sections: [
    { id: 'about-this-agreement' },
    { id: 'licence-grant' },
    { id: 'who-may-use-the-app' },
    { id: 'restrictions' },
    { id: 'updates' },
    { id: 'device-permissions' },
    { id: 'rewards-and-tokens' },
    { id: 'third-party-services' },
    { id: 'ownership-and-feedback' },
    { id: 'termination' },
    { id: 'disclaimer-of-warranties' },
    { id: 'limitation-of-liability' },
    { id: 'export-and-territories' },
    { id: 'app-store-terms' },
    { id: 'governing-law' },
    { id: 'contact' },
  ],
} as const satisfies LegalOutline;

/** Each legal document's outline, by the name of its words. */
export const legalOutlines = { privacy: privacyOutline, terms: termsOutline, eula: eulaOutline } as const;
