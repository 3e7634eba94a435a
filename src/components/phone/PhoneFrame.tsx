import styled from '@emotion/styled';
import BatteryFull from 'lucide-react/icons/battery-full';
import Signal from 'lucide-react/icons/signal';
import Wifi from 'lucide-react/icons/wifi';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Gift from 'lucide-react/icons/gift';
import ListChecks from 'lucide-react/icons/list-checks';
import UserRound from 'lucide-react/icons/user-round';
import type { LucideIcon } from 'lucide-react';
import { appTabIds, type AppTabId } from '../../content/appScreensData';
import { useMessages } from '../../i18n/messages';
import { color, mq, motion, radius, shadow, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { forwardAllBut } from '../ui/forwardProps';
import { DEVICE_SIZE } from './deviceSize';

const BEZEL = '0.5rem';
const SCREEN_RADIUS = '2.25rem';

/**
 * How a phone arrives: `load` rises into place with the page (the one in the first screen);
 * `scroll` stays still as the server drew it until it comes into view, then rises
 * (`useArrival`: `waiting`, then `playing`). Transform only, and only where motion is welcome.
 */
export type Arrival = 'load' | 'scroll';
type ArrivalState = Arrival | 'waiting' | 'playing';

const Device = styled.div`
  position: relative;
  flex: none;
  width: ${DEVICE_SIZE.width};
  max-width: 100%;
  /* Its height, unless its words need more (a visitor's own text spacing): the screen grows, it never cuts them off. */
  min-height: ${DEVICE_SIZE.height};
  padding: ${BEZEL};
  border-radius: 2.75rem;
  background: ${color.deviceBezel};
  /* A rim around the bezel: a hairline on a light page, a lit edge on a dark one. */
  box-shadow:
    ${shadow.lg},
    0 0 0 1px ${color.deviceRim},
    inset 0 0 0 1px ${color.deviceRim};
  ${mq.motionOk} {
    &[data-arrival='load'],
    &[data-arrival='playing'] {
      animation: enter ${motion.enter} both;
    }
    &[data-arrival='waiting'] {
      transform: translateY(1.5rem) scale(0.97);
    }
  }
  /* A picture of the app (one text alternative names it): in forced colours it keeps its own
     colours, as a photograph of the phone would, so its bars and marks do not vanish. */
  ${mq.forcedColors} {
    forced-color-adjust: none;
  }
`;

const Screen = styled.div`
  position: relative;
  display: grid;
  grid-template-rows: auto 1fr auto;
  min-height: calc(${DEVICE_SIZE.height} - 2 * ${BEZEL});
  /* Not clipped: what is drawn inside grows with its words, and a layered card may reach past the edge. */
  border-radius: ${SCREEN_RADIUS};
  background: ${color.bg};
  color: ${color.text};
  font-size: ${text.xs};
  line-height: 1.35;
`;

/** The camera cut-out at the top of the screen. */
const Island = styled.span`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline: 0;
  width: 5.25rem;
  height: 1.375rem;
  margin-inline: auto;
  border-radius: ${radius.pill};
  background: ${color.ink};
`;

const StatusBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 2.5rem;
  padding-inline: 1.375rem;
  font-size: ${text.xs};
  font-weight: ${weight.semibold};
  font-variant-numeric: tabular-nums;
  span {
    display: flex;
    gap: ${space[1]};
  }
`;

/**
 * The screen's content, top to bottom; its last block (a note, a summary) sits at the foot, so no
 * screen leaves a blank band above its tab bar.
 */
const Content = styled('div', { shouldForwardProp: forwardAllBut('centred') })<{ centred: boolean }>`
  display: flex;
  flex-direction: column;
  justify-content: ${({ centred }) => (centred ? 'center' : 'flex-start')};
  gap: 0.625rem;
  padding: ${space[1]} ${space[3]} ${space[3]};
  /* Words break between words only, as an app's own labels do. */
  overflow-wrap: normal;
  ${({ centred }) => (centred ? '' : '> :last-child { margin-block-start: auto; }')}
`;

const TabBar = styled(BareList)`
  grid-template-columns: repeat(3, minmax(0, 1fr));
  padding: ${space[2]} ${space[2]} ${space[5]};
  border-block-start: 1px solid ${color.border};
  border-end-start-radius: ${SCREEN_RADIUS};
  border-end-end-radius: ${SCREEN_RADIUS};
  background: ${color.raised};
  li {
    display: grid;
    justify-items: center;
    white-space: nowrap;
    gap: 0.125rem;
    color: ${color.textMuted};
    font-size: ${text['2xs']};
    font-weight: ${weight.medium};
  }
  [data-active] {
    color: ${color.primary};
    font-weight: ${weight.bold};
  }
`;

const TAB_ICONS: Record<AppTabId, LucideIcon> = { quests: ListChecks, rewards: Gift, profile: UserRound };

/** The bar a phone's home gesture lives on. */
const HomeIndicator = styled.span`
  position: absolute;
  inset-block-end: 0.375rem;
  inset-inline: 0;
  width: 6rem;
  height: 0.25rem;
  margin-inline: auto;
  border-radius: ${radius.pill};
  background: ${color.text};
`;

/**
 * A phone below the first screen waits, a little lower, until it scrolls into view, and then rises:
 * one observer, in the phones' own code (which loads after the page's first load), only where
 * motion is welcome. A phone already in view when its code arrives stays as it was drawn.
 */
function useArrival(arrival: Arrival) {
  const device = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ArrivalState>(arrival);
  useEffect(() => {
    const element = device.current;
    if (arrival !== 'scroll' || !element || typeof IntersectionObserver === 'undefined') return;
    if (!matchMedia('(prefers-reduced-motion: no-preference)').matches) return;
    if (element.getBoundingClientRect().top < innerHeight) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setState('playing');
        observer.disconnect();
      },
      { threshold: 0.2 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [arrival]);
  return { ref: device, state };
}

interface PhoneFrameProps {
  /** The phone's one text alternative: what its screen shows, in a sentence. */
  label: string;
  /** The tab bar's chosen tab, or none for a screen that fills the phone (a quest, sign-up). */
  tab?: AppTabId | undefined;
  /** The screen's content sits in the middle of the phone (a welcome screen) rather than at its top. */
  centred?: boolean;
  arrival: Arrival;
  children: ReactNode;
}

/**
 * A phone drawn in HTML and CSS around one of the app's screens: sharp at any density, in the
 * page's language and direction, in the visitor's colour scheme, with nothing to load. To
 * assistive technology it is one image with one text alternative; what is drawn inside is not
 * read twice.
 */
export function PhoneFrame({ label, tab, centred = false, arrival, children }: PhoneFrameProps) {
  const tabs = useMessages('appScreens').group('tabs');
  const { ref, state } = useArrival(arrival);
  return (
    <Device role="img" aria-label={label} ref={ref} data-arrival={state}>
      <Screen>
        <StatusBar>
          {/* The time phone makers show on their own product pictures. */}
          <span>9:41</span>
          <span>
            <Signal size={14} strokeWidth={2.5} aria-hidden="true" />
            <Wifi size={14} strokeWidth={2.5} aria-hidden="true" />
            <BatteryFull size={16} strokeWidth={2} aria-hidden="true" />
          </span>
        </StatusBar>
        <Island />
        <Content centred={centred}>{children}</Content>
        {tab ? (
          <TabBar>
            {appTabIds.map((id) => {
              const Icon = TAB_ICONS[id];
              return (
                <li key={id} data-active={id === tab ? '' : undefined}>
                  <Icon size={18} strokeWidth={id === tab ? 2.5 : 2} aria-hidden="true" />
                  {tabs[id]}
                </li>
              );
            })}
          </TabBar>
        ) : (
          <span />
        )}
        <HomeIndicator />
      </Screen>
    </Device>
  );
}
