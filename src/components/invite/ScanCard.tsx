import styled from '@emotion/styled';
import type { PackedQrCode } from '../../lib/qrCode';
import { color, mq, space, text } from '../../styles/theme';
import { StoreQrCode } from '../marketing/StoreQrCode';
import { Card } from '../ui/Card';

const Frame = styled(Card)`
  display: none;
  ${mq.md} {
    display: block;
    width: min(100%, 32rem);
    padding: ${space[5]} ${space[6]};
  }
`;

/** The code beside what it does, rather than over a caption as narrow as itself. */
const Code = styled(StoreQrCode)`
  ${mq.md} {
    grid-template-columns: auto minmax(0, 1fr);
    justify-items: start;
    align-items: center;
    gap: ${space[6]};
    width: auto;
    figcaption {
      color: ${color.text};
      font-size: ${text.base};
      text-align: start;
    }
  }
`;

/**
 * On a computer, a QR code for the visitor's phone in a card, beside what it opens: the invite's
 * own address (so the phone shows the same page, or the app), or on the invite's not-found page
 * the install code. Not shown below `md`, where the visitor holds the phone.
 */
export function ScanCard({ code, label, caption }: { code: PackedQrCode; label: string; caption: string }) {
  return (
    <Frame>
      <Code code={code} label={label} caption={caption} />
    </Frame>
  );
}
