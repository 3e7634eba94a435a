import styled from '@emotion/styled';
import { labelBoxes, type AppLabelId } from '../../content/appScreensData';
import { color, mq, motion, radius, text, weight } from '../../styles/theme';

/*
 * The picture a labelling quest asks about: a street drawn in SVG in the theme's neutrals (a day
 * street in the light scheme, a night street in the dark one), and the boxes an earner draws on
 * it in the accent. Colours come from the stylesheet by class: an SVG presentation attribute
 * cannot reliably take var().
 */

const Picture = styled.div`
  position: relative;
  aspect-ratio: 16 / 13;
  overflow: hidden;
  border-radius: ${radius.md};
  svg {
    width: 100%;
    height: 100%;
  }
  .sky {
    fill: ${color.primarySoft};
  }
  .moon {
    fill: ${color.onInkMuted};
  }
  .far {
    fill: ${color.surfaceStrong};
  }
  .near {
    fill: ${color.border};
  }
  .window {
    fill: ${color.raised};
  }
  .walk {
    fill: ${color.surface};
  }
  .road {
    fill: ${color.inkSoft};
  }
  .lane {
    fill: ${color.onInkMuted};
  }
  .body {
    fill: ${color.textMuted};
  }
  .body-alt {
    fill: ${color.text};
  }
  .glass {
    fill: ${color.primarySoft};
  }
  .wheel {
    fill: ${color.ink};
  }
  .person {
    fill: ${color.text};
  }
`;

const Box = styled.span<{ done: boolean }>`
  position: absolute;
  border: 2px ${({ done }) => (done ? 'solid' : 'dashed')} ${color.primaryFill};
  border-radius: 0.25rem;
  background: color-mix(in srgb, ${color.primaryFill} 14%, transparent);
  transform-origin: left top;
  ${mq.motionOk} {
    animation: enter ${motion.enter} 0.5s both;
  }
`;

/** A box's label, on its top edge at the start. */
const BoxLabel = styled.span`
  position: absolute;
  inset-block-end: 100%;
  inset-inline-start: -2px;
  padding: 0 0.375rem;
  border-radius: 0.25rem 0.25rem 0 0;
  background: ${color.primaryFill};
  color: ${color.onPrimary};
  font-size: ${text['2xs']};
  font-weight: ${weight.bold};
  line-height: 1.5;
  white-space: nowrap;
`;

/** The handle an earner drags to size the box still being drawn, at its far corner. */
const Handle = styled.span`
  position: absolute;
  inset-block-end: -0.3125rem;
  inset-inline-end: -0.3125rem;
  width: 0.5rem;
  height: 0.5rem;
  border: 2px solid ${color.primaryFill};
  border-radius: 2px;
  background: ${color.raised};
`;

/** A car seen from the side, drawn at the origin, 116 × 59. */
function Car({ x, y, scale, tone }: { x: number; y: number; scale: number; tone: 'body' | 'body-alt' }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <path className={tone} d="M20 22 36 2h44l20 20h8a8 8 0 0 1 8 8v8a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8v-8a8 8 0 0 1 8-8Z" />
      <path className="glass" d="M39 6h17v16H26Zm21 0h18l15 16H60Z" />
      <circle className="wheel" cx="26" cy="47" r="12" />
      <circle className="wheel" cx="90" cy="47" r="12" />
      <circle className="window" cx="26" cy="47" r="4" />
      <circle className="window" cx="90" cy="47" r="4" />
    </g>
  );
}

/** Lit windows in rows: one small rectangle per window of a building's face. */
function windowRects(x: number, y: number, columns: number, rows: number): string {
  let path = '';
  for (let row = 0; row < rows; row += 1) {
    for (let column = 0; column < columns; column += 1) path += `M${x + column * 12} ${y + row * 16}h6v9h-6Z`;
  }
  return path;
}

const WINDOWS = [windowRects(10, 52, 3, 5), windowRects(130, 42, 5, 6), windowRects(266, 34, 4, 6)].join('');

/**
 * The street scene and the boxes on it. The picture is a photograph in the app, so it is never
 * mirrored: it and its boxes are laid out left to right in every language, their labels in the
 * page's language. `finished`: every box drawn, as a buyer receives the picture.
 */
export function StreetScene({ labels, finished = false }: { labels: Pick<Record<AppLabelId, string>, 'car'>; finished?: boolean }) {
  return (
    <Picture dir="ltr">
      <svg viewBox="0 0 320 260" aria-hidden="true" focusable="false">
        <rect className="sky" width="320" height="260" />
        <circle className="moon" cx="40" cy="30" r="12" />
        <g transform="translate(0 40)">
          <path className="far" d="M0 40h56v110H0Zm120-10h72v120h-72Zm134-8h66v128h-66Z" />
          <path className="near" d="M60 70h56v80H60Zm136 24h54v56h-54Z" />
          <path className="window" d={WINDOWS} />
          <rect className="walk" y="140" width="320" height="12" />
          <rect className="road" y="152" width="320" height="68" />
          <path className="lane" d="M8 198h28v4H8Zm56 0h28v4H64Zm56 0h28v4h-28Zm56 0h28v4h-28Zm56 0h28v4h-28Zm56 0h28v4h-28Z" />
          <g className="person">
            <circle cx="166" cy="104" r="7" />
            <path d="M159 114a7 7 0 0 1 14 0v20h-4v16h-6v-16h-4Z" />
          </g>
          <Car x={24} y={114} scale={1} tone="body-alt" />
          <Car x={190} y={132} scale={0.78} tone="body" />
        </g>
      </svg>
      {labelBoxes.map((box) => (
        <Box
          key={`${box.x}-${box.y}`}
          done={finished || box.done}
          css={{ insetInlineStart: `${box.x}%`, insetBlockStart: `${box.y}%`, width: `${box.width}%`, height: `${box.height}%` }}
        >
          <BoxLabel>{labels[box.label]}</BoxLabel>
          {finished || box.done ? null : <Handle />}
        </Box>
      ))}
    </Picture>
  );
}
