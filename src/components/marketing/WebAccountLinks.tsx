import { appDownloadContent as content } from '../../content/appDownload';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';
import { ActionRow } from '../ui/ActionRow';

/** For visitors on a computer: the web sign-in and sign-up screens. */
export function WebAccountLinks() {
  return (
    <Section id="web-account" title={content.webTitle} lead={content.webLead}>
      <ActionRow>
        {content.webLinks.map((link) => (
          <ButtonLink key={link.to} to={link.to} variant={link.variant} size="lg">
            {link.label}
          </ButtonLink>
        ))}
      </ActionRow>
    </Section>
  );
}
