import { readFileSync } from 'node:fs';
import { lightPalette } from '../../src/styles/palettes.ts';
import type { CardVisual } from '../../src/routes.ts';

/**
 * What a card draws beside its words, from the site's own shapes and palette: the app in a phone
 * (a quest being labelled, a sign-in form, the earnings dashboard) where the page shows the app,
 * the help centre's conversation, a legal document, a labelled dataset. Words never appear in
 * them: bars stand for text, so one drawing serves every language (mirrored for right to left).
 */
/** The drawings a card can show: each route names its own (src/routes.ts, `card`). */
export type Visual = CardVisual;

/** The drawing's box: this wide, the card's full height. */
export const VISUAL_WIDTH = 360;

const { color } = lightPalette;
const FRAME_EDGE = '#2e3656';
const SKELETON = { strong: color.text, soft: '#cbd5e1', field: '#c3cad9' };

const rect = (x: number, y: number, width: number, height: number, radius: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
/** A line of text, drawn as a rounded bar. */
const bar = (x: number, y: number, width: number, height: number, fill: string) => rect(x, y, width, height, height / 2, fill);

/** The mark (public/favicon.svg) drawn at `x`, `y`, `size` pixels square. */
export function markSvg(x: number, y: number, size: number): string {
  const mark = readFileSync(new URL('../../public/favicon.svg', import.meta.url), 'utf8');
  const [, viewBox, inner] = mark.match(/^<svg[^>]*viewBox="([^"]+)"[^>]*>(.*)<\/svg>\s*$/s)!;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="${viewBox}">${inner}</svg>`;
}

/** The four corners of a labelling box, as the mark draws them. */
function scanCorners(x: number, y: number, width: number, height: number, stroke: string, strokeWidth: number): string {
  const arm = Math.min(width, height) / 4;
  const d = [
    `M${x} ${y + arm}V${y}H${x + arm}`,
    `M${x + width - arm} ${y}H${x + width}V${y + arm}`,
    `M${x + width} ${y + height - arm}V${y + height}H${x + width - arm}`,
    `M${x + arm} ${y + height}H${x}V${y + height - arm}`,
  ].join('');
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/**
 * A tick centred at (`cx`, `cy`). A right-to-left card draws its drawing mirrored, but a tick is
 * a sign, not a direction: mirrored back.
 */
function tick(cx: number, cy: number, size: number, strokeWidth: number, mirrored: boolean): string {
  const d = `M${cx - size} ${cy}l${size * 0.6} ${size * 0.6} ${size * 1.4}-${size * 1.4}`;
  const flip = mirrored ? ` transform="translate(${2 * cx} 0) scale(-1 1)"` : '';
  return `<path d="${d}"${flip} fill="none" stroke="#ffffff" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A row of a list in the app: an icon tile and two lines. */
const listRow = (y: number) =>
  [
    rect(70, y, 44, 44, 12, color.primarySoft),
    circle(92, y + 22, 8, color.primary),
    bar(126, y + 6, 120, 12, SKELETON.strong),
    bar(126, y + 28, 80, 10, SKELETON.soft),
  ].join('');

/** A phone (the site's PhoneFrame: bezel, camera, light screen) around `screen`, its foot below the card's edge. */
const phone = (screen: string) =>
  [
    rect(40, 100, 280, 600, 46, color.inkSoft, ` stroke="${FRAME_EDGE}" stroke-width="2"`),
    rect(52, 112, 256, 576, 36, color.surface),
    rect(145, 126, 70, 20, 10, color.ink),
    screen,
  ].join('');

/** The quest being labelled (home, how it works, download): a photo with its box, progress, the next quests. */
const quest = () =>
  phone(
    [
      bar(70, 166, 120, 14, SKELETON.strong),
      rect(70, 196, 220, 150, 16, color.signal),
      `<path d="M70 316Q130 270 190 300T290 284V330A16 16 0 0 1 274 346H86A16 16 0 0 1 70 330Z" fill="#a5b4fc"/>`,
      circle(252, 228, 14, color.primarySoft),
      rect(112, 282, 88, 36, 12, color.primaryHover),
      circle(132, 320, 9, color.ink),
      circle(180, 320, 9, color.ink),
      scanCorners(100, 262, 112, 72, '#ffffff', 4),
      rect(100, 240, 58, 16, 8, color.primary),
      bar(110, 245, 38, 6, '#ffffff'),
      bar(70, 366, 220, 10, color.border),
      bar(70, 366, 150, 10, color.primary),
      listRow(396),
      listRow(456),
      rect(70, 522, 220, 48, 14, color.primary),
      bar(140, 541, 80, 10, '#ffffff'),
    ].join(''),
  );

/** Signing in or up: the mark, two fields, the button, other ways in. */
const form = () =>
  phone(
    [
      markSvg(156, 168, 48),
      bar(110, 236, 140, 16, SKELETON.strong),
      bar(95, 262, 170, 10, SKELETON.soft),
      rect(70, 296, 220, 48, 12, '#ffffff', ` stroke="${SKELETON.field}" stroke-width="1.5"`),
      bar(86, 315, 96, 10, SKELETON.soft),
      rect(70, 358, 220, 48, 12, '#ffffff', ` stroke="${SKELETON.field}" stroke-width="1.5"`),
      ...[0, 1, 2, 3, 4, 5, 6].map((i) => circle(92 + i * 16, 382, 4.5, SKELETON.strong)),
      rect(70, 424, 220, 48, 14, color.primary),
      bar(130, 443, 100, 10, '#ffffff'),
      bar(70, 496, 220, 2, color.border),
      rect(70, 518, 220, 44, 14, '#ffffff', ` stroke="${color.border}" stroke-width="1.5"`),
      circle(104, 540, 9, color.signal),
      bar(124, 535, 110, 10, SKELETON.soft),
    ].join(''),
  );

/** The earner's dashboard and profile: who, the rewards card, the week's earnings, recent quests. */
const stats = () =>
  phone(
    [
      circle(92, 188, 20, color.signal),
      bar(122, 176, 110, 12, SKELETON.strong),
      bar(122, 196, 70, 9, SKELETON.soft),
      rect(70, 226, 220, 112, 18, color.primary),
      bar(88, 246, 80, 10, color.signal),
      rect(88, 266, 130, 24, 8, '#ffffff'),
      bar(88, 312, 184, 8, color.primaryHover),
      bar(88, 312, 130, 8, '#ffffff'),
      ...[40, 64, 52, 88, 70, 104, 80].map((height, i) =>
        rect(76 + i * 31, 470 - height, 18, height, 5, i === 5 ? color.primary : color.signal),
      ),
      listRow(488),
      listRow(546),
    ].join(''),
  );

/** The help centre and community: a question, an answer from the team, the conversation going on. */
const chat = () =>
  [
    circle(60, 204, 22, color.signal),
    rect(92, 170, 230, 80, 22, color.inkSoft, ` stroke="${FRAME_EDGE}" stroke-width="2"`),
    bar(114, 192, 176, 12, color.onInkMuted),
    bar(114, 216, 120, 12, color.onInkMuted),
    rect(40, 282, 250, 104, 22, color.primary),
    bar(62, 306, 190, 12, '#ffffff'),
    bar(62, 330, 170, 12, '#ffffff'),
    bar(62, 354, 100, 12, '#ffffff'),
    markSvg(302, 342, 44),
    circle(60, 448, 22, '#a5b4fc'),
    rect(92, 416, 196, 64, 22, color.inkSoft, ` stroke="${FRAME_EDGE}" stroke-width="2"`),
    bar(114, 442, 140, 12, color.onInkMuted),
    rect(92, 500, 92, 44, 22, color.inkSoft, ` stroke="${FRAME_EDGE}" stroke-width="2"`),
    ...[0, 1, 2].map((i) => circle(116 + i * 22, 522, 6, i === 0 ? color.onInk : color.onInkMuted)),
  ].join('');

/** The legal pages: a document on another, sealed. */
const documentSheet = (mirrored: boolean) =>
  [
    rect(76, 142, 240, 340, 18, color.signal, ' opacity="0.35" transform="rotate(-7 196 312)"'),
    rect(50, 160, 256, 350, 18, '#f8fafc'),
    bar(78, 194, 150, 16, SKELETON.strong),
    ...[200, 184, 200, 140].map((width, i) => bar(78, 232 + i * 24, width, 9, SKELETON.soft)),
    bar(78, 340, 110, 13, SKELETON.strong),
    ...[200, 192, 168, 196, 120].map((width, i) => bar(78, 372 + i * 24, width, 9, SKELETON.soft)),
    circle(290, 486, 52, color.primary, ` stroke="${color.ink}" stroke-width="6"`),
    tick(290, 487, 24, 9, mirrored),
  ].join('');

/** Data for business: a grid of pictures, each labelled with its box, checked. */
const dataset = (mirrored: boolean) => {
  const tiles: string[] = [];
  for (let row = 0; row < 3; row++) {
    for (let column = 0; column < 3; column++) {
      const [x, y] = [20 + column * 112, 140 + row * 112];
      const highlighted = row === 1 && column === 1;
      tiles.push(
        rect(x, y, 96, 96, 16, highlighted ? color.primary : color.inkSoft, highlighted ? '' : ` stroke="${FRAME_EDGE}" stroke-width="2"`),
        (row + column) % 2 === 0
          ? circle(x + 48, y + 54, 18, highlighted ? '#a5b4fc' : '#3b4470')
          : rect(x + 28, y + 38, 40, 32, 8, '#3b4470'),
        scanCorners(x + 18, y + 22, 60, 60, highlighted ? '#ffffff' : color.signal, 3),
      );
      if ((row * 3 + column) % 4 === 0)
        tiles.push(
          circle(x + 84, y + 12, 13, color.primary, ` stroke="${color.ink}" stroke-width="3"`),
          tick(x + 84, y + 12, 6, 3, mirrored),
        );
    }
  }
  return [...tiles, bar(20, 496, 320, 12, color.inkSoft), bar(20, 496, 300, 12, color.primary)].join('');
};

/** An invitation: the code on a ticket, and the two people it brings points to, each with their own. */
const invite = () =>
  [
    rect(30, 176, 300, 168, 24, color.inkSoft, ` stroke="${color.signal}" stroke-width="3" stroke-dasharray="14 10"`),
    bar(64, 212, 120, 12, color.onInkMuted),
    ...[0, 1, 2, 3, 4, 5].map((i) => rect(64 + i * 40, 244, 30, 60, 8, '#ffffff')),
    `<path d="M132 470H228" stroke="${color.signal}" stroke-width="6" stroke-linecap="round" stroke-dasharray="2 16"/>`,
    circle(92, 470, 42, color.signal),
    circle(92, 456, 14, color.ink),
    `<path d="M66 494a26 22 0 0 1 52 0Z" fill="${color.ink}"/>`,
    circle(268, 470, 42, '#a5b4fc'),
    circle(268, 456, 14, color.ink),
    `<path d="M242 494a26 22 0 0 1 52 0Z" fill="${color.ink}"/>`,
    ...[92, 268].flatMap((cx) => [
      circle(cx + 32, 432, 18, color.primary, ` stroke="${color.ink}" stroke-width="4"`),
      `<path d="M${cx + 32} 424v16M${cx + 24} 432h16" stroke="#ffffff" stroke-width="4" stroke-linecap="round"/>`,
    ]),
  ].join('');

const DRAWINGS: Record<Visual, (mirrored: boolean) => string> = {
  quest,
  form,
  stats,
  chat,
  document: documentSheet,
  dataset,
  invite,
};

/** The drawing placed at `x`, mirrored in a right-to-left language as the site mirrors its pages. */
export function visualSvg(visual: Visual, x: number, dir: 'ltr' | 'rtl'): string {
  const transform = dir === 'rtl' ? `translate(${x + VISUAL_WIDTH} 0) scale(-1 1)` : `translate(${x} 0)`;
  return `<g transform="${transform}">${DRAWINGS[visual](dir === 'rtl')}</g>`;
}
