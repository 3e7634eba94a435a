import styled from '@emotion/styled';
import { useEffect } from 'react';
import { useStoreLinks } from './campaign';
import { storeListings } from '../../content/storesData';
import { useMessages } from '../../i18n/messages';
import { color, text, weight } from '../../styles/theme';

const Status = styled.p`
  color: ${color.primary};
  font-size: ${text.sm};
  font-weight: ${weight.semibold};
`;

/**
 * On a phone, once the page runs: on to the device's store listing, carrying the campaign the
 * visit landed with (a poster's, a QR code's), replacing this page in the history so Back leaves
 * for where the visitor came from. A live region says where they are going; elsewhere, nothing.
 */
export function SendToStore() {
  const { hrefs, platform } = useStoreLinks('redirect');
  const opening = useMessages('appDownload')('get.opening', {
    store: storeListings.find((listing) => listing.id === (platform === 'ios' ? 'appStore' : 'googlePlay'))!.store,
  });
  const destination = platform && hrefs[platform === 'ios' ? 'appStore' : 'googlePlay'];
  useEffect(() => {
    if (destination) location.replace(destination);
  }, [destination]);
  return <Status role="status">{destination ? opening : ''}</Status>;
}
