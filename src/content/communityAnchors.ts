/**
 * The parts of the community and support page (/community, /support), by the id of the section
 * that holds each: where the footer's support and service links land. A module of its own rather
 * than with the page's data, which carries brand icons, or with the frame's links
 * (src/content/navigation.ts), which come after hydration: the page's opening needs only these.
 */
export const communitySections = { channels: 'channels', faq: 'faq', contact: 'contact' } as const;
