import styled from '@emotion/styled';
import { useMessages } from '../../i18n/messages';
import { color, space, text, weight } from '../../styles/theme';
import { StoreBadges } from './deferredParts';

const Stores = styled.div`
  display: grid;
  gap: ${space[2]};
  > p {
    color: ${color.textMuted};
    font-size: ${text.sm};
    font-weight: ${weight.medium};
  }
`;

/** The store badges under the invite page's label for them, in both its states; `spot` names the placement their links are attributed to. */
export function InviteStores({ spot }: { spot: string }) {
  const labelId = `invite-stores-${spot}`;
  return (
    <Stores>
      <p id={labelId}>{useMessages('invite')('storesLabel')}</p>
      <StoreBadges labelledBy={labelId} spot={spot} />
    </Stores>
  );
}
