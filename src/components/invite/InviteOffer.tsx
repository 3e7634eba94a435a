import styled from '@emotion/styled';
import { useEffect } from 'react';
import { PageLinks, rememberInvite } from '../marketing/campaign';
import { useSiteConfig } from '../../app/siteConfig';
import { useMessages } from '../../i18n/messages';
import { attributedListings, organicAttribution } from '../../lib/storeLink';
import { color, space, text } from '../../styles/theme';
import { InviteShares, ScanCard } from './deferredParts';
import { BareList } from '../ui/BareList';
import { PageIntro } from '../ui/PageIntro';
import { InviteCode } from './InviteCode';
import { InviteStores } from './InviteStores';

/** How the code reaches the app on each platform: one line each, led by the platform's name. */
const Platforms = styled(BareList)`
  max-width: 34rem;
  color: ${color.textMuted};
  font-size: ${text.sm};
  text-wrap: pretty;
  strong {
    color: ${color.text};
  }
`;

/** Beside the text on a wide screen, under it on a phone: who gets what, and on a computer the invite's code. */
const Side = styled.div`
  display: grid;
  gap: ${space[5]};
  align-content: start;
  width: min(100%, 32rem);
`;

/** Remembers the code for the rest of the visit, in memory: later pages' store links carry it too. */
function RememberInvite({ code }: { code: string }) {
  useEffect(() => rememberInvite(code), [code]);
  return null;
}

/**
 * An invite page: who gets what (the spec's figures), the code large and copyable, the stores
 * (their links carry the code in Google Play's install referrer, from the server's HTML on), how
 * the code reaches the app on each platform, and on a wide screen the QR code of this invite.
 */
export function InviteOffer({ code, heading }: { code: string; heading: string }) {
  const t = useMessages('invite');
  const config = useSiteConfig();
  const { brand, invite } = config;
  // The store links as the server's HTML carries them: the page and the spot, and the code.
  const links = {
    invite: code,
    at: (spot: string) => attributedListings(config, organicAttribution(config.siteUrl, { page: 'invite', spot }, code)),
  };
  const platforms = t.group('platforms');
  // The document's own code only: a client navigation to another code has none (no encoder in the browser).
  const qrCode = invite?.code === code ? invite.qrCode : undefined;
  const side = (
    <Side>
      {qrCode ? <ScanCard code={qrCode} label={t('scan.label')} caption={t('scan.caption')} /> : null}
      <InviteShares />
    </Side>
  );
  return (
    <PageLinks.Provider value={links}>
      <RememberInvite code={code} />
      <PageIntro heading={heading} eyebrow={t('eyebrow')} lead={t('lead', { brand })} aside={side}>
        <InviteCode code={code} />
        <InviteStores spot="hero" />
        <Platforms gap={2}>
          <li>
            <strong>{platforms.androidName}</strong> {platforms.android}
          </li>
          <li>
            <strong>{platforms.iosName}</strong> {platforms.ios}
          </li>
        </Platforms>
      </PageIntro>
    </PageLinks.Provider>
  );
}
