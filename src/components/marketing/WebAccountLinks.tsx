import { webAccountLinks } from '../../content/appDownloadData';
import { useMessages } from '../../i18n/messages';
import { ActionRow } from '../ui/ActionRow';
import { ButtonLink } from '../ui/Button';
import { Section } from '../ui/Section';

/** For visitors on a computer: the web sign-in and sign-up screens. */
export function WebAccountLinks() {
  const t = useMessages('appDownload');
  return (
    <Section id="web-account" title={t('webTitle')} lead={t('webLead')}>
      <ActionRow>
        {webAccountLinks.map((link) => (
          <ButtonLink key={link.id} to={link.to} variant={link.variant} size="lg">
            {t(`webLinks.${link.id}`)}
          </ButtonLink>
        ))}
      </ActionRow>
    </Section>
  );
}
