import { Fragment } from 'react';
import { useOutboundLinks } from '../../app/campaign';
import { useSiteConfig } from '../../app/siteConfig';
import { legalLinkNames } from '../../content/legal';
import type { LegalLink, LegalText as LegalTextValue } from '../../content/schema';
import { ExternalLink } from '../ui/ExternalLink';

const PLACEHOLDER = new RegExp(`\\{(brand|supportEmail|${Object.keys(legalLinkNames).join('|')})\\}`);

/**
 * Legal text with its placeholders filled from the site configuration: `{brand}` by the brand,
 * `{supportEmail}` by a mail link, so every contact line is actionable, and `{googlePlay}`,
 * `{lightpaper}`… by links to the configured outbound URLs (which print after their name).
 */
export function LegalText({ text }: { text: LegalTextValue }) {
  const { brand, supportEmail } = useSiteConfig();
  // The store listings' links carry the visit's campaign, as every store link does (decision 021).
  const links = useOutboundLinks();
  // With a capturing group, split() puts the placeholder names at the odd indexes.
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        if (part === 'brand') return <Fragment key={index}>{brand}</Fragment>;
        if (part === 'supportEmail') {
          return (
            <a key={index} href={`mailto:${supportEmail}`}>
              {supportEmail}
            </a>
          );
        }
        const link = part as LegalLink;
        return (
          <ExternalLink key={index} href={links[link]}>
            {legalLinkNames[link]}
          </ExternalLink>
        );
      })}
    </>
  );
}
