import styled from '@emotion/styled';
import ArrowUpRight from 'lucide-react/icons/arrow-up-right';
import { communityChannels, type ChannelId } from '../../content/communityData';
import { useMessages } from '../../i18n/messages';
import { color, mq, radius, space, text, weight } from '../../styles/theme';
import { useSiteConfig } from '../../app/siteConfig';
import { BrandIcon } from '../ui/BrandIcon';
import { Card } from '../ui/Card';
import { CardGrid } from '../ui/CardGrid';
import { ExternalLink } from '../ui/ExternalLink';
import { iconHolder } from '../ui/iconHolder';

const tileColors: Record<ChannelId, { background: string; foreground: string }> = {
  discord: { background: color.primaryFill, foreground: color.onPrimary },
  x: { background: color.ink, foreground: color.onInk },
};

/* The whole card is the link's click target (its ::after covers the card). */
const ChannelCard = styled(Card)`
  position: relative;
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'tile arrow'
    'body body';
  align-items: start;
  gap: ${space[4]};
  ${mq.md} {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'tile body arrow';
  }
  height: 100%;
`;

const Tile = styled.span<{ channel: ChannelId }>`
  grid-area: tile;
  ${iconHolder('3rem')}
  border-radius: ${radius.md};
  background: ${({ channel }) => tileColors[channel].background};
  color: ${({ channel }) => tileColors[channel].foreground};
`;

const Body = styled.div`
  grid-area: body;
  display: grid;
  gap: ${space[2]};
  h3 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  h3 a {
    color: ${color.text};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: ${radius.lg};
  }
  p {
    color: ${color.textMuted};
  }
`;

const Arrow = styled(ArrowUpRight)`
  grid-area: arrow;
  justify-self: end;
  color: ${color.textMuted};
`;

/** The Join Discord and Follow on X cards; both open the configured URL in a new tab. */
export function CommunityChannels() {
  const words = useMessages('community').group('communityChannels');
  const { links } = useSiteConfig();
  return (
    <CardGrid columns={2}>
      {communityChannels.map((channel) => (
        <li key={channel.id}>
          <ChannelCard interactive>
            <Tile channel={channel.id}>
              <BrandIcon icon={channel.icon} size={24} />
            </Tile>
            <Body>
              <h3>
                <ExternalLink href={links[channel.id]}>{words[channel.id].title}</ExternalLink>
              </h3>
              <p>{words[channel.id].description}</p>
            </Body>
            <Arrow size={20} aria-hidden="true" />
          </ChannelCard>
        </li>
      ))}
    </CardGrid>
  );
}
