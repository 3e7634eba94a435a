import styled from '@emotion/styled';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { headerCta, headerNav, navTargets } from '../../content/navigation';
import { useMessages } from '../../i18n/messages';
import { HEADER_CLASS } from '../../styles/headerCss';
import { layout } from '../../styles/theme';
import { useSiteConfig } from '../../app/siteConfig';
import { buttonStyles } from '../ui/Button';
import { Container } from '../ui/Container';
import { BrandMark } from './BrandMark';
import { NavTargetLink } from './NavTargetLink';
import { LanguageList, LanguageMenu } from './LanguageMenu';
import { ThemeControl } from './ThemeControl';
import { useDismissal } from './useDismissal';

const MENU_ID = 'primary-navigation';

/** The call to action keeps the buttons' shared look; its place in the bar is the header's stylesheet's. */
const CtaLink = styled(NavTargetLink)(buttonStyles({ variant: 'primary' }));

/**
 * Publishes the bar's height as a custom property on <html>, where the scroll padding reads it:
 * an element reached with Tab or Shift+Tab, or a link's target, is scrolled clear of the sticky
 * bar however many rows it takes (tablets, long translations, large text). The stylesheet holds
 * an estimate for the first paint and for visitors without JavaScript.
 */
function usePublishedHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(layout.headerSizeProperty, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(layout.headerSizeProperty);
    };
  }, [bar]);
}

export function Header() {
  const { brand } = useSiteConfig();
  const t = useMessages('shell');
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const [menuParts] = useState(() => [buttonRef, panelRef]);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );

  // A navigation by any means (back button included) leaves the menu closed.
  useEffect(close, [pathname, close]);
  useDismissal(open, menuParts, dismiss);
  usePublishedHeight(barRef);

  return (
    <header ref={barRef} className={HEADER_CLASS.bar}>
      <Container className={HEADER_CLASS.inner}>
        <Link to="/" className={HEADER_CLASS.brand}>
          <BrandMark />
          {brand}
        </Link>
        <button
          ref={buttonRef}
          type="button"
          className={HEADER_CLASS.menuButton}
          aria-expanded={open}
          aria-controls={MENU_ID}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          {t('menu')}
        </button>
        {/* Dims the page under the open panel and takes the tap that closes it: the page's links stay untouched. */}
        <div className={HEADER_CLASS.scrim} data-open={open} />
        <div ref={panelRef} id={MENU_ID} className={HEADER_CLASS.panel} data-open={open}>
          <nav aria-label={t('mainNavLabel')}>
            <ul className={HEADER_CLASS.list}>
              {headerNav.map((link) => (
                <li key={link}>
                  <NavTargetLink
                    target={navTargets[link]}
                    name={t(`linkLabels.${link}`)}
                    className={HEADER_CLASS.link}
                    highlightActive
                    onNavigate={close}
                  />
                </li>
              ))}
              <li className={HEADER_CLASS.cta}>
                <CtaLink target={navTargets[headerCta]} name={t(`linkLabels.${headerCta}`)} onNavigate={close} />
              </li>
            </ul>
          </nav>
          <LanguageList />
          <ThemeControl />
        </div>
        <LanguageMenu />
      </Container>
    </header>
  );
}
