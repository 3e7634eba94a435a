import { footerColumns, footerLegal, footerSocial, navTargets, type NavLinkId } from '../../content/navigation';
import { BUILD_YEAR } from '../../content/buildYear';
import { useMessages } from '../../i18n/messages';
import { FOOTER_CLASS } from '../../styles/footerCss';
import { LANGUAGE_ROW_CLASS } from '../../styles/languageMenuCss';
import { LanguageLinks } from './LanguageLinks';
import { useSiteConfig } from '../../app/siteConfig';
import { Container } from '../ui/Container';
import { Eyebrow } from '../ui/Eyebrow';
import { ExternalLink } from '../ui/ExternalLink';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { BrandMark } from './BrandMark';
import { NavTargetLink } from './NavTargetLink';

/* Its look: src/styles/footerCss.ts. */

const columnHeadingId = (index: number) => `footer-column-${index + 1}`;

/** A column of links, or with `inline` a wrapping row of them. */
function FooterLinks({ links, inline }: { links: readonly NavLinkId[]; inline?: boolean }) {
  const t = useMessages('shell');
  return (
    <ul className={FOOTER_CLASS.links} data-inline={inline ? '' : undefined}>
      {links.map((link) => (
        <li key={link}>
          <NavTargetLink target={navTargets[link]} name={t(`linkLabels.${link}`)} />
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { brand, statusUrl } = useSiteConfig();
  const t = useMessages('shell');
  return (
    <footer className={FOOTER_CLASS.footer}>
      <Container className={FOOTER_CLASS.grid}>
        <div className={FOOTER_CLASS.about}>
          <p className={FOOTER_CLASS.brand}>
            <BrandMark size={28} />
            {brand}
          </p>
          <p>{t('footer.description')}</p>
          <ul className={FOOTER_CLASS.social}>
            {footerSocial.map((social) => (
              <li key={social.link}>
                <NavTargetLink target={navTargets[social.link]} name={t(`linkLabels.${social.link}`)}>
                  {'mark' in social ? (
                    <span className={FOOTER_CLASS.mark} data-mark={social.link} aria-hidden="true" />
                  ) : (
                    <social.icon size={20} aria-hidden="true" />
                  )}
                  <VisuallyHidden>{t(`linkLabels.${social.link}`)}</VisuallyHidden>
                </NavTargetLink>
              </li>
            ))}
          </ul>
          {/* The operator's status page when there is one (STATUS_URL); otherwise the spec's fixed label. */}
          {statusUrl ? (
            <p className={FOOTER_CLASS.statusLink}>
              <ExternalLink href={statusUrl}>{t('footer.statusLink')}</ExternalLink>
            </p>
          ) : (
            <p className={FOOTER_CLASS.status}>{t('footer.status')}</p>
          )}
        </div>
        {footerColumns.map((column, index) => (
          <nav key={column.id} aria-labelledby={columnHeadingId(index)}>
            <Eyebrow as="h2" id={columnHeadingId(index)} tone="onInk" className={FOOTER_CLASS.columnTitle}>
              {t(`footerColumnTitles.${column.id}`)}
            </Eyebrow>
            <FooterLinks links={column.links} />
          </nav>
        ))}
      </Container>
      <Container className={FOOTER_CLASS.bottom}>
        <p>{t('footer.copyright', { year: BUILD_YEAR, brand })}</p>
        <nav aria-label={t('language.label')}>
          <LanguageLinks className={LANGUAGE_ROW_CLASS} />
        </nav>
        <nav aria-label={t('legalNavLabel')}>
          <FooterLinks links={footerLegal} inline />
        </nav>
      </Container>
    </footer>
  );
}
