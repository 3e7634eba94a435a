import styled from '@emotion/styled';
import Gift from 'lucide-react/icons/gift';
import Users from 'lucide-react/icons/users';
import { useMessages } from '../../i18n/messages';
import { color, space, text, weight } from '../../styles/theme';
import { BareList } from '../ui/BareList';
import { Card } from '../ui/Card';
import { IconTile } from '../ui/IconTile';

/** Who gets what: each side of the invitation, after its icon. */
const Shares = styled(Card)`
  display: grid;
  gap: ${space[5]};
  padding: ${space[6]};
  h2 {
    font-size: ${text.xl};
    font-weight: ${weight.bold};
  }
  li {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${space[1]} ${space[4]};
    > :first-child {
      grid-row: span 2;
    }
  }
  h3 {
    font-size: ${text.base};
    font-weight: ${weight.bold};
  }
  p {
    color: ${color.textMuted};
    font-size: ${text.sm};
    text-wrap: pretty;
  }
`;

/** Who gets what when a friend joins with the code: the spec's figures, for each side. */
export function InviteShares() {
  const t = useMessages('invite');
  const shares = t.group('shares');
  return (
    <Shares as="section" aria-labelledby="invite-shares-title">
      <h2 id="invite-shares-title">{t('sharesTitle')}</h2>
      <BareList gap={5}>
        <li>
          <IconTile icon={Gift} />
          <h3>{shares.youTitle}</h3>
          <p>{shares.you}</p>
        </li>
        <li>
          <IconTile icon={Users} />
          <h3>{shares.friendTitle}</h3>
          <p>{shares.friend}</p>
        </li>
      </BareList>
    </Shares>
  );
}
