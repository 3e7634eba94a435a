import { defaultSiteConfig } from '../../src/content/site.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { SOCIAL_CARD, type CardText } from '../../src/lib/socialCards.ts';
import type { CardPath } from '../../src/lib/socialCards.ts';
import type { CardVisual, PageName } from '../../src/routes.ts';
import { lightPalette } from '../../src/styles/palettes.ts';
import { fontSet, type FontSet } from './fonts.ts';
import { lineInk, linePath, setLine, wrapParagraph, type Line, type Paragraph, type TextStyle } from './textLayout.ts';
import { markSvg, visualSvg, VISUAL_WIDTH } from './visuals.ts';

/**
 * A page's card, as SVG with every letter an outline: the brand's mark and name, the page's
 * address within the site, its title and lead in its language, and a drawing of what the page
 * is about, on the brand's ink. One scheme (the ink is the site's dark surface in either).
 */

const { width: WIDTH, height: HEIGHT } = SOCIAL_CARD;
const MARGIN = { side: 80, top: 64, bottom: 64 };
const MARK_SIZE = 56;
const TEXT_WIDTH = WIDTH - 2 * MARGIN.side - VISUAL_WIDTH - 48;
/** The text's room: from this far below the brand's row to the bottom margin, centred in it. */
const TEXT_TOP = MARGIN.top + MARK_SIZE + 40;

const { color } = lightPalette;
const [INK_FROM, INK_TO] = lightPalette.gradient.ink.match(/#[0-9a-f]{6}/gi)!;
/**
 * The background: the brand's ink, darkest behind the words, and the accent rising towards the
 * drawing. It changes across only, so every row of it is the same, which keeps the PNG small
 * (png.ts): a glow or a diagonal gradient doubled the bytes.
 */
const background = (dir: Paragraph['dir']) => {
  const across = dir === 'rtl' ? 'x1="1" x2="0" y1="0" y2="0"' : 'x1="0" x2="1" y1="0" y2="0"';
  return [
    '<defs>',
    `<linearGradient id="ink" ${across}><stop offset="0" stop-color="${INK_FROM}"/><stop offset="1" stop-color="${INK_TO}"/></linearGradient>`,
    `<linearGradient id="accent" ${across}><stop offset="0.35" stop-color="${color.primary}" stop-opacity="0"/><stop offset="1" stop-color="${color.primary}" stop-opacity="0.3"/></linearGradient>`,
    '</defs>',
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#ink)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#accent)"/>`,
  ].join('');
};

/**
 * Sizes tried, largest first: the title as large as lets both fit, then the lead. Scripts with
 * marks above and below the letters (Arabic, Devanagari) take taller lines, as on the site
 * (src/styles/theme.ts: `leading`).
 */
/** Two lines at a size down to `twoLinesDownTo` read better than three at a larger one ("Contrat de licence / utilisateur final"). */
const TITLE = { sizes: [76, 70, 64, 58, 52, 46], twoLinesDownTo: 58, maxLines: 3 };
const LEAD = { sizes: [32, 30, 28, 26, 24], maxLines: 4 };
const LEADING = { Latn: { title: 1.1, lead: 1.4 }, Arab: { title: 1.4, lead: 1.65 }, Deva: { title: 1.4, lead: 1.65 } };
const TITLE_GAP = 28;

export interface CardInput {
  locale: Locale;
  /** The page's path and the drawing its route names (`card`, src/routes.ts). */
  route: { path: CardPath; page: PageName; card: CardVisual };
  text: CardText;
}

interface Block {
  lines: Line[];
  size: number;
  leading: number;
}

const blockHeight = ({ lines, size, leading }: Block) => lines.length * size * leading;

/**
 * A title of several sentences breaks between them when each then fits its lines ("Train AI." /
 * "Earn Rewards."), as the site's hero sets it; otherwise its lines are balanced.
 */
function titleLines(title: Paragraph, style: TextStyle, maxLines: number): Line[] | undefined {
  const options = { width: TEXT_WIDTH, maxLines, balance: true };
  const sentences = title.text.split(/(?<=[.!?।؟])\s+/u);
  if (sentences.length > 1) {
    const bySentence = sentences.map((text) => wrapParagraph({ ...title, text }, style, options));
    if (bySentence.every((lines) => lines !== undefined) && bySentence.flat().length <= maxLines) return bySentence.flat();
  }
  return wrapParagraph(title, style, options);
}

/** The largest title, then lead, that fit their lines and the room between the brand's row and the bottom margin. */
function fitText(title: Paragraph, lead: Paragraph, fonts: { bold: FontSet; regular: FontSet }): [Block, Block] {
  const leading = LEADING[title.script];
  const room = HEIGHT - MARGIN.bottom - TEXT_TOP;
  const attempts = [
    ...TITLE.sizes.filter((size) => size >= TITLE.twoLinesDownTo).map((size) => [size, 2] as const),
    ...TITLE.sizes.map((size) => [size, TITLE.maxLines] as const),
  ];
  for (const [titleSize, maxLines] of attempts) {
    const titleBlock = {
      lines: titleLines(title, { fonts: fonts.bold, size: titleSize }, maxLines),
      size: titleSize,
      leading: leading.title,
    };
    if (!titleBlock.lines) continue;
    for (const leadSize of LEAD.sizes.filter((size) => size < titleSize / 1.6)) {
      const leadLines = wrapParagraph(lead, { fonts: fonts.regular, size: leadSize }, { width: TEXT_WIDTH, maxLines: LEAD.maxLines });
      if (!leadLines) continue;
      const leadBlock = { lines: leadLines, size: leadSize, leading: leading.lead };
      if (blockHeight(titleBlock as Block) + TITLE_GAP + blockHeight(leadBlock) <= room) return [titleBlock as Block, leadBlock];
    }
  }
  throw new Error(`“${title.text}” and its lead do not fit a card at the smallest sizes: shorten them or add a smaller size.`);
}

/** A line where the card draws it: its left edge and baseline, in pixels. */
export interface PlacedLine {
  line: Line;
  x: number;
  baseline: number;
}

/** Where the card's words go: shaped, broken into lines and placed. */
export interface TextLayout {
  title: { size: number; lines: PlacedLine[] };
  lead: { size: number; lines: PlacedLine[] };
}

/**
 * A block's lines aligned to the start of the text column (right in a right-to-left language),
 * each baseline on its line box's middle plus a third of the size (the middle of the x-height,
 * near enough in every script).
 */
function place(block: Block, top: number, dir: Paragraph['dir']): PlacedLine[] {
  const lineBox = block.size * block.leading;
  return block.lines.map((line, i) => ({
    line,
    x: dir === 'rtl' ? WIDTH - MARGIN.side - line.width : MARGIN.side,
    baseline: top + i * lineBox + lineBox / 2 + block.size * 0.33,
  }));
}

/**
 * The title and lead of a card, shaped, fitted and placed: the largest that fit, centred in the
 * room below the brand's row. Throws when any letter's ink would leave the text column or the
 * card: a card never shows cut words.
 */
export function layoutText({ locale, route, text }: CardInput): TextLayout {
  const fonts = { bold: fontSet('bold'), regular: fontSet('regular') };
  const paragraph = { dir: locale.dir, lang: locale.lang, script: locale.script };
  const [title, lead] = fitText({ ...paragraph, text: text.title }, { ...paragraph, text: text.lead }, fonts);
  const room = HEIGHT - MARGIN.bottom - TEXT_TOP;
  const top = TEXT_TOP + (room - (blockHeight(title) + TITLE_GAP + blockHeight(lead))) / 2;
  const layout = {
    title: { size: title.size, lines: place(title, top, locale.dir) },
    lead: { size: lead.size, lines: place(lead, top + blockHeight(title) + TITLE_GAP, locale.dir) },
  };
  const column = locale.dir === 'rtl' ? WIDTH - MARGIN.side - TEXT_WIDTH : MARGIN.side;
  for (const { line, x, baseline } of [...layout.title.lines, ...layout.lead.lines]) {
    const ink = lineInk(line);
    if (
      x + ink.left < column - 8 ||
      x + ink.right > column + TEXT_WIDTH + 8 ||
      baseline + ink.top < TEXT_TOP - 24 ||
      baseline + ink.bottom > HEIGHT - 24
    )
      throw new Error(`The ${locale.code} card of ${route.path} draws “${text.title}” or its lead out of the text's room`);
  }
  return layout;
}

const linesPath = (lines: PlacedLine[]) => lines.map(({ line, x, baseline }) => linePath(line, x, baseline)).join('');

/**
 * The brand's row: the mark, the brand's name and, for any page but the home page, its address
 * within the site (`/support` and `/community` show the same page under two addresses: each
 * card names its own).
 */
function brandRow(locale: Locale, path: CardPath): string {
  const fonts = { bold: fontSet('bold'), regular: fontSet('regular') };
  const latin = { dir: 'ltr', lang: 'en', script: 'Latn' } as const;
  const name = setLine({ ...latin, text: defaultSiteConfig.brand }, { fonts: fonts.bold, size: 34, tracking: 0.06 });
  const address = path === '/' ? undefined : setLine({ ...latin, text: path }, { fonts: fonts.regular, size: 30 });
  const middle = MARGIN.top + MARK_SIZE / 2;
  const [nameGap, addressGap] = [20, 18];
  const rtl = locale.dir === 'rtl';
  // From the start edge: mark, name, address; mirrored in a right-to-left language.
  const start = (offset: number, width: number) => (rtl ? WIDTH - MARGIN.side - offset - width : MARGIN.side + offset);
  const nameOffset = MARK_SIZE + nameGap;
  const parts = [
    markSvg(start(0, MARK_SIZE), MARGIN.top, MARK_SIZE),
    `<path fill="${color.onInk}" d="${linePath(name, start(nameOffset, name.width), middle + 12)}"/>`,
  ];
  if (address)
    parts.push(
      `<path fill="${color.signal}" d="${linePath(address, start(nameOffset + name.width + addressGap, address.width), middle + 11)}"/>`,
    );
  return parts.join('');
}

/** The card of one page in one language, as SVG with every letter an outline. */
export function cardSvg(input: CardInput): string {
  const { locale, route } = input;
  const { title, lead } = layoutText(input);
  const visualX = locale.dir === 'rtl' ? MARGIN.side : WIDTH - MARGIN.side - VISUAL_WIDTH;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    background(locale.dir),
    brandRow(locale, route.path),
    `<path fill="${color.onInk}" d="${linesPath(title.lines)}"/>`,
    `<path fill="${color.onInkMuted}" d="${linesPath(lead.lines)}"/>`,
    visualSvg(route.card, visualX, locale.dir),
    '</svg>',
  ].join('');
}
