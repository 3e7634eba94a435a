import { webAccountLinks } from '../../content/appDownloadData';
import { useWords } from '../../i18n/messages';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';

/** For visitors on a computer: the web sign-in and sign-up screens. */
export function WebAccountLinks() {
  const words = useWords('appDownload');
  return (
    <Section id="web-account" title={words.webTitle} lead={words.webLead}>
      <ActionRow>
        {webAccountLinks.map((link) => (
          <ButtonLink key={link.id} to={link.to} variant={link.variant} size="lg">
            {words.webLinks[link.id]}
          </ButtonLink>
        ))}
      </ActionRow>
    </Section>
  );
}
