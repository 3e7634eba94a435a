import styled from '@emotion/styled';
import { QUIET_ZONE, qrCodePath, type PackedQrCode } from '../../lib/qrCode';
import { color, leading, mq, radius, space, text } from '../../styles/theme';

/**
 * CSS pixels per module: whole device pixels at pixel ratios 1 and 2, so every module is drawn
 * the same size; 123 px for the usual 33-module code with its quiet zone, which a phone's camera
 * reads from arm's length.
 */
const MODULE_PX = 3;

/** Only where a visitor is likely on a computer with a phone at hand: not shown, nor announced, below `md`. */
const Figure = styled.figure`
  display: none;
  ${mq.md} {
    display: grid;
    justify-items: center;
    gap: ${space[2]};
    width: min-content;
  }
`;

/**
 * Dark modules on a light tile in either colour scheme, as scanners need; forced colours keep
 * them too. The quiet zone is part of the tile (the view box starts four modules out).
 */
const Code = styled.svg`
  display: block;
  /* Its own size, always: the global max-width would let the caption's longest word set the figure's width. */
  max-width: none;
  border-radius: ${radius.sm};
  background: ${color.onInk};
  box-shadow: 0 0 0 1px ${color.border};
  fill: ${color.ink};
  forced-color-adjust: none;
`;

const Caption = styled.figcaption`
  color: ${color.textMuted};
  font-size: ${text.sm};
  line-height: ${leading.snug};
  text-align: center;
  text-wrap: balance;
`;

interface StoreQrCodeProps {
  /** The packed code the server encoded (decisions 019 and 025). */
  code: PackedQrCode;
  /** The image's name, in the page's language: what the code opens. */
  label: string;
  /** What to do with it, shown under it. */
  caption: string;
  className?: string;
}

/**
 * A QR code drawn from a code packed by the server (decision 019): for a visitor on a computer,
 * the phone's camera opens what the links beside it open (the install code's `/get`, an invite's
 * page). Those links stay the accessible way there; the image's text alternative says what it is.
 */
export function StoreQrCode({ code, label, caption, className }: StoreQrCodeProps) {
  const side = code.size + 2 * QUIET_ZONE;
  return (
    <Figure className={className}>
      <Code
        role="img"
        aria-label={label}
        width={side * MODULE_PX}
        height={side * MODULE_PX}
        viewBox={`${-QUIET_ZONE} ${-QUIET_ZONE} ${side} ${side}`}
        shapeRendering="crispEdges"
      >
        <path d={qrCodePath(code)} />
      </Code>
      <Caption>{caption}</Caption>
    </Figure>
  );
}
