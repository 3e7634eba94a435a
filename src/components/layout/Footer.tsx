import styled from '@emotion/styled';
import { footerColumns, footerLegal, footerSocial, navTargets, type NavLinkId } from '../../content/navigation';
import { BUILD_YEAR } from '../../content/buildYear';
import { useMessages } from '../../i18n/messages';
import { LANGUAGE_ROW_CLASS } from '../../styles/languageMenuCss';
import { LanguageLinks } from './LanguageLinks';
import { color, mq, radius, space, systemColor, text, tracking, weight } from '../../styles/theme';
import { useSiteConfig } from '../../app/siteConfig';
import { BareList } from '../ui/BareList';
import { Container } from '../ui/Container';
import { Eyebrow } from '../ui/Eyebrow';
import { ExternalLink } from '../ui/ExternalLink';
import { iconHolder } from '../ui/iconHolder';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { BrandMark } from './BrandMark';
import { NavTargetLink } from './NavTargetLink';

const columnHeadingId = (index: number) => `footer-column-${index + 1}`;

const Wrapper = styled.footer`
  margin-top: auto;
  border-top: 1px solid ${color.inkEdge};
  background: ${color.ink};
  color: ${color.onInkMuted};
  font-size: ${text.sm};
  a {
    color: ${color.onInkMuted};
    text-decoration: none;
  }
  a:hover {
    color: ${color.onInk};
    text-decoration: underline;
  }
  ${mq.print} {
    display: none;
  }
`;

const Grid = styled(Container)`
  display: grid;
  gap: ${space[8]};
  padding-block: ${space[12]} ${space[8]};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${mq.md} {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const About = styled.div`
  grid-column: 1 / -1;
  display: grid;
  gap: ${space[4]};
  align-content: start;
  ${mq.md} {
    grid-column: auto;
  }
`;

const BrandLine = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.onInk};
  font-size: ${text.xl};
  font-weight: ${weight.black};
  letter-spacing: ${tracking.wider};
`;

const Social = styled(BareList)`
  a {
    ${iconHolder('2.75rem')}
    border-radius: ${radius.md};
    background: ${color.inkSoft};
  }
`;

/*
 * A brand's mark, the link's own colour through the mark's shape: it follows the link's hover and,
 * in forced colours, the visitor's link colour (a background would otherwise be forced to the
 * page's, and the mark vanish into it).
 */
const Mark = styled.span<{ src: string }>`
  width: 20px;
  height: 20px;
  background-color: currentColor;
  mask: url(${({ src }) => src}) center / contain no-repeat;
  ${mq.forcedColors} {
    forced-color-adjust: none;
    background-color: ${systemColor.linkText};
  }
`;

/** The platform's status: the spec's fixed label, or the operator's status page when one is configured (STATUS_URL). */
const Status = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  color: ${color.onInk};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${color.live};
  }
`;

const StatusLink = styled.p`
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
    color: ${color.onInk};
  }
`;

const ColumnTitle = styled(Eyebrow.withComponent('h2'))`
  margin-bottom: ${space[3]};
`;

const LinkList = styled(BareList)`
  ${({ inline }) => (inline ? `column-gap: ${space[5]};` : '')}
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2rem;
  }
`;

/** A column of links, or with `inline` a wrapping row of them. */
function FooterLinks({ links, inline }: { links: readonly NavLinkId[]; inline?: boolean }) {
  const t = useMessages('shell');
  return (
    <LinkList inline={inline} gap={1}>
      {links.map((link) => (
        <li key={link}>
          <NavTargetLink target={navTargets[link]} name={t(`linkLabels.${link}`)} />
        </li>
      ))}
    </LinkList>
  );
}

const Bottom = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${space[4]};
  padding-block: ${space[6]};
  border-top: 1px solid ${color.inkSoft};
`;

export function Footer() {
  const { brand, statusUrl } = useSiteConfig();
  const t = useMessages('shell');
  return (
    <Wrapper>
      <Grid>
        <About>
          <BrandLine>
            <BrandMark size={28} />
            {brand}
          </BrandLine>
          <p>{t('footer.description')}</p>
          <Social inline gap={2}>
            {footerSocial.map((social) => (
              <li key={social.link}>
                <NavTargetLink target={navTargets[social.link]} name={t(`linkLabels.${social.link}`)}>
                  {'mark' in social ? <Mark src={social.mark} aria-hidden="true" /> : <social.icon size={20} aria-hidden="true" />}
                  <VisuallyHidden>{t(`linkLabels.${social.link}`)}</VisuallyHidden>
                </NavTargetLink>
              </li>
            ))}
          </Social>
          {statusUrl ? (
            <StatusLink>
              <ExternalLink href={statusUrl}>{t('footer.statusLink')}</ExternalLink>
            </StatusLink>
          ) : (
            <Status>{t('footer.status')}</Status>
          )}
        </About>
        {footerColumns.map((column, index) => (
          <nav key={column.id} aria-labelledby={columnHeadingId(index)}>
            <ColumnTitle id={columnHeadingId(index)} tone="onInk">
              {t(`footerColumnTitles.${column.id}`)}
            </ColumnTitle>
            <FooterLinks links={column.links} />
          </nav>
        ))}
      </Grid>
      <Bottom>
        <p>{t('footer.copyright', { year: BUILD_YEAR, brand })}</p>
        <nav aria-label={t('language.label')}>
          <LanguageLinks className={LANGUAGE_ROW_CLASS} />
        </nav>
        <nav aria-label={t('legalNavLabel')}>
          <FooterLinks links={footerLegal} inline />
        </nav>
      </Bottom>
    </Wrapper>
  );
}
