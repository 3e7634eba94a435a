import { useWords } from '../../i18n/words';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';

/** For visitors on a computer: the web sign-in and sign-up screens. */
export function WebAccountLinks() {
  const content = useWords('appDownload');
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
