import styled from '@emotion/styled';
import { headerCta, headerNav, navTargets } from '../../content/navigation';
import { useMessages } from '../../i18n/messages';
import { HEADER_CLASS } from '../../styles/frameClasses';
import { buttonStyles } from '../ui/Button';
import { NavTargetLink } from './NavTargetLink';
import { LanguageList } from './LanguageMenu';
import { ThemeControl } from './ThemeControl';

/** The call to action keeps the buttons' shared look; its place in the bar is the header's stylesheet's. */
const CtaLink = styled(NavTargetLink)(buttonStyles({ variant: 'primary' }));

/**
 * What the header's panel holds (src/components/layout/Header.tsx): the site's links and its call
 * to action, then, below `md`, the languages, and the theme control. A following link closes the
 * phone menu (`onNavigate`).
 */
export function HeaderMenu({ onNavigate }: { onNavigate: () => void }) {
  const t = useMessages('shell');
  return (
    <>
      <nav aria-label={t('mainNavLabel')}>
        <ul className={HEADER_CLASS.list}>
          {headerNav.map((link) => (
            <li key={link}>
              <NavTargetLink
                target={navTargets[link]}
                name={t(`linkLabels.${link}`)}
                className={HEADER_CLASS.link}
                highlightActive
                onNavigate={onNavigate}
              />
            </li>
          ))}
          <li className={HEADER_CLASS.cta}>
            <CtaLink target={navTargets[headerCta]} name={t(`linkLabels.${headerCta}`)} onNavigate={onNavigate} />
          </li>
        </ul>
      </nav>
      <LanguageList />
      <ThemeControl />
    </>
  );
}
