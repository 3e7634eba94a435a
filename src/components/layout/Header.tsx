import styled from '@emotion/styled';
import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { headerCta, headerNav, navTargets } from '../../content/navigation';
import { useWords } from '../../i18n/words';
import { color, layout, mq, radius, shadow, space, text, tracking, weight } from '../../styles/theme';
import { useSiteConfig } from '../../app/siteConfig';
import { buttonStyles } from '../ui/Button';
import { Container } from '../ui/Container';
import { BrandMark } from './BrandMark';
import { NavTargetLink } from './NavTargetLink';
import { LANGUAGE_MENU_CLASS } from '../../styles/languageMenuCss';
import { LanguageList, LanguageMenu } from './LanguageMenu';
import { ThemeControl } from './ThemeControl';

const MENU_ID = 'primary-navigation';

/*
 * One panel serves every width: the list of links, then the theme control. From `md` up it
 * sits inline in the bar; below `md` it becomes a panel that the menu button opens. Without
 * JavaScript (`scripting: none`) the button cannot work, so the panel simply stays open under
 * the bar (and the theme control, which needs JavaScript too, is not shown).
 */
const narrow = mq.belowMd.replace('@media ', '');
const collapsed = `@media ${narrow} and (scripting: enabled)`;
const narrowNoScript = `@media ${narrow} and (scripting: none)`;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 50;
  background: ${color.bar};
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${color.border};
  /* Without JavaScript the links lie open in the bar below \`md\`: a bar that tall would cover a
     short screen if it stayed, so it scrolls away with the page. */
  ${narrowNoScript} {
    position: static;
  }
  ${mq.print} {
    display: none;
  }
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  min-height: ${layout.headerHeight};
  column-gap: ${space[6]};
  ${mq.mdToLg} {
    column-gap: ${space[4]};
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  color: ${color.text};
  font-size: ${text.xl};
  font-weight: ${weight.black};
  letter-spacing: ${tracking.wider};
  text-decoration: none;
`;

const MenuButton = styled.button`
  display: none;
  align-items: center;
  justify-content: center;
  gap: ${space[2]};
  min-height: 2.75rem;
  padding: 0 ${space[3]};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.raised};
  font-weight: ${weight.semibold};
  cursor: pointer;
  ${collapsed} {
    display: inline-flex;
    /* Wide enough for icon and label, so a first paint of a half-parsed page (the icon, not yet
       the label) does not shift the button when the label arrives. */
    min-width: 6.75rem;
    /* The collapsed list takes no room in the bar: the button goes last and pushes itself right. */
    order: 1;
    margin-inline-start: auto;
  }
`;

const Panel = styled.div`
  display: flex;
  align-items: center;
  gap: ${space[3]};
  /* The language menu always follows the panel, so it is missing only while the document is
     still being parsed: on a starved CPU Chromium may paint then, and the panel, pushed right by
     its margin, would move left as its links and controls arrive. It stays unseen until it is
     whole. (Blink does not match :last-child before a parent is parsed; :has() it does.) */
  &:not(:has(~ .${LANGUAGE_MENU_CLASS})) {
    visibility: hidden;
  }
  ${mq.md} {
    margin-inline-start: auto;
  }
  ${mq.mdToLg} {
    /* Tablets: the links take a row of their own under the brand and the language menu. */
    order: 1;
    flex-basis: 100%;
    justify-content: flex-end;
    gap: ${space[2]};
    padding-bottom: ${space[2]};
  }
  ${narrowNoScript} {
    flex-basis: 100%;
    padding-bottom: ${space[3]};
  }
  /* Below the bar, never taller than the screen under it (400 % zoom, a phone held sideways):
     what does not fit scrolls inside the panel, not behind it. 100% is the bar's height. */
  ${collapsed} {
    position: absolute;
    top: 100%;
    inset-inline: 0;
    max-height: calc(100vh - 100%);
    max-height: calc(100dvh - 100%);
    overflow-y: auto;
    overscroll-behavior: contain;
    flex-direction: column;
    align-items: stretch;
    gap: ${space[4]};
    padding: ${space[3]} ${space[4]} ${space[5]};
    background: ${color.raised};
    border-bottom: 1px solid ${color.border};
    box-shadow: ${shadow.md};
    &:not([data-open='true']) {
      display: none;
    }
  }
`;

/** Dims the page under the open panel and takes the tap that closes it (the page's links stay untouched). */
const Scrim = styled.div`
  display: none;
  ${collapsed} {
    &[data-open='true'] {
      display: block;
      position: absolute;
      top: 100%;
      inset-inline: 0;
      height: 100vh;
      height: 100dvh;
      background: ${color.scrim};
    }
  }
`;

const List = styled.ul`
  display: flex;
  align-items: center;
  gap: ${space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${mq.mdToLg} {
    gap: 0;
  }
  ${narrowNoScript} {
    flex-wrap: wrap;
  }

  ${collapsed} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const navLinkStyles = `
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${space[3]};
  border-radius: ${radius.sm};
  color: ${color.textMuted};
  font-weight: ${weight.medium};
  text-decoration: none;
  white-space: nowrap;
  ${mq.mdToLg} {
    padding: 0 ${space[2]};
    font-size: ${text.sm};
  }
  &:hover {
    color: ${color.text};
    background: ${color.surface};
  }
  &[aria-current='page'] {
    color: ${color.primary};
    background: ${color.primarySoft};
    font-weight: ${weight.semibold};
  }
`;

const ItemLink = styled(NavTargetLink)`
  ${navLinkStyles}
`;

const CtaItem = styled.li`
  ${mq.md} {
    margin-inline-start: ${space[3]};
  }
  ${mq.mdToLg} {
    margin-inline-start: ${space[1]};
  }
  ${collapsed} {
    margin-top: ${space[2]};
  }
`;

const CtaLink = styled(NavTargetLink)`
  ${buttonStyles({ variant: 'primary' })}
  white-space: nowrap;
  ${mq.mdToLg} {
    padding: 0 ${space[4]};
    font-size: ${text.sm};
  }
  ${collapsed} {
    width: 100%;
  }
`;

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

/**
 * While the menu is open: Escape from anywhere, or a tap outside it, closes it and gives focus
 * back to its button; focus moving out of it (Tab past its last entry) closes it and stays where
 * it went, so the panel never hides what has focus.
 */
function useDismissal(open: boolean, close: () => void, button: RefObject<HTMLButtonElement | null>, panel: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const inside = (target: EventTarget | null) =>
      target instanceof Node && Boolean(panel.current?.contains(target) || button.current?.contains(target));
    const dismiss = () => {
      close();
      button.current?.focus();
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    const onClick = (event: MouseEvent) => {
      if (!inside(event.target)) dismiss();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open, close, button, panel]);
}

export function Header() {
  const { brand } = useSiteConfig();
  const { menu, mainNavLabel, linkLabels } = useWords('shell');
  const [open, setOpen] = useState(false);
  const barRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();

  const close = useCallback(() => setOpen(false), []);

  // A navigation by any means (back button included) leaves the menu closed.
  useEffect(close, [pathname, close]);
  useDismissal(open, close, buttonRef, panelRef);
  usePublishedHeight(barRef);

  return (
    <Bar ref={barRef}>
      <Inner>
        <Brand to="/">
          <BrandMark />
          {brand}
        </Brand>
        <MenuButton ref={buttonRef} type="button" aria-expanded={open} aria-controls={MENU_ID} onClick={() => setOpen((value) => !value)}>
          {open ? <X size={20} aria-hidden="true" /> : <Menu size={20} aria-hidden="true" />}
          {menu}
        </MenuButton>
        <Scrim data-open={open} />
        <Panel ref={panelRef} id={MENU_ID} data-open={open}>
          <nav aria-label={mainNavLabel}>
            <List>
              {headerNav.map((link) => (
                <li key={link}>
                  <ItemLink target={navTargets[link]} name={linkLabels[link]} highlightActive onNavigate={close} />
                </li>
              ))}
              <CtaItem>
                <CtaLink target={navTargets[headerCta]} name={linkLabels[headerCta]} onNavigate={close} />
              </CtaItem>
            </List>
          </nav>
          <LanguageList />
          <ThemeControl />
        </Panel>
        <LanguageMenu />
      </Inner>
    </Bar>
  );
}
