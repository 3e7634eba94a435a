import { useOutboundLinks } from '../marketing/campaign';
import { useSiteConfig } from '../../app/siteConfig';
import { legalLinkNames } from '../../content/legal';
import type { Message } from '../../i18n/icu';
import { renderMessage, useLocale } from '../../i18n/messages';
import { ExternalLink } from '../ui/ExternalLink';

/**
 * A legal document's text with its arguments filled from the site configuration: `{brand}` by the
 * brand, `{supportEmail}` by a mail link, so every contact line is actionable, and `{googlePlay}`,
 * `{lightpaper}`… by links to the configured outbound URLs (which print after their name).
 */
export function LegalText({ message }: { message: Message }) {
  const { brand, supportEmail } = useSiteConfig();
  // The store listings' links say where they are, or carry the visit's campaign (decision 025).
  const links = useOutboundLinks('text');
  const values = {
    brand,
    supportEmail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>,
    ...Object.fromEntries(
      Object.entries(legalLinkNames).map(([link, name]) => [
        link,
        <ExternalLink href={links[link as keyof typeof links]}>{name}</ExternalLink>,
      ]),
    ),
  };
  return renderMessage(useLocale().intl, message, values);
}
