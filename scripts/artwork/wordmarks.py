#!/usr/bin/env python3
"""Writes the partner wordmarks, scripts/artwork/partners/<id>.svg, as one family.

Every mark is built the same way, so the strip reads as one quiet row:
- one ink colour, nothing else (the strip dims it, and turns it white in the dark scheme);
- a symbol drawn on a 24-unit grid as 2 px monoline strokes with round ends (a dot or a
  wedge may be filled), shown in a 22 px box;
- the name in Noto Sans at one size and one weight (Regular thickened by a 0.5 px stroke of
  the ink, close to a medium), converted to outlines: the SVGs carry no text, so what
  scripts/generate-icons.mjs renders does not depend on the fonts of the machine it runs on;
- symbol and name centred as one lockup on the 160 x 40 canvas, the name's cap height
  centred on the canvas's middle.

Run it after changing a symbol or a name, then `npm run icons`:

    python3 scripts/artwork/wordmarks.py

It needs fontTools, HarfBuzz's hb-shape (kerning) and the Noto Sans font, which Debian has:
`apt-get install python3-fonttools libharfbuzz-bin fonts-noto-core`.
"""

import json
import subprocess
from pathlib import Path

from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

FONT = Path('/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf')
NAME_FONT = TTFont(FONT)
INK = '#1e293b'
CANVAS_WIDTH, CANVAS_HEIGHT = 160, 40
SYMBOL_SIZE = 22
SYMBOL_STROKE = 2
GAP = 7
NAME_SIZE = 15.5
NAME_TRACKING = -0.01  # em
NAME_THICKENING = 0.5

# id: (name, symbol on a 24 x 24 grid; `INK` stands for the ink colour where a part is filled)
PARTNERS = {
    'orrery-labs': ('Orrery Labs', '<circle cx="12" cy="12" r="8.5"/><circle cx="12" cy="12" r="2.2" fill="INK" stroke="none"/><circle cx="18" cy="6" r="2" fill="INK" stroke="none"/>'),
    'vertexa': (
        'Vertexa',
        '<path d="M12 4.5 20 18.5H4Z"/><g fill="INK" stroke="none"><circle cx="12" cy="4.5" r="2.6"/>'
        '<circle cx="20" cy="18.5" r="2.6"/><circle cx="4" cy="18.5" r="2.6"/></g>',
    ),
    'lumen-robotics': (
        'Lumen Robotics',
        '<rect x="3" y="3" width="18" height="18" rx="5.5"/><circle cx="12" cy="12" r="3" fill="INK" stroke="none"/>',
    ),
    'quantive': ('Quantive', '<circle cx="12" cy="12" r="9"/><path d="M12 12V3a9 9 0 0 1 9 9Z" fill="INK"/>'),
    'heliograph': ('Heliograph', '<path d="M4.5 17.5a7.5 7.5 0 0 1 15 0M2 21h20M12 3.5v3M4.6 6.6l2.1 2.1M19.4 6.6l-2.1 2.1"/>'),
}


def number(value):
    return ('%.2f' % value).rstrip('0').rstrip('.')


def outline(text, x, baseline):
    """The path data of `text` set from (x, baseline), kerned by HarfBuzz, and its advance width."""
    glyphs = NAME_FONT.getGlyphSet()
    order = NAME_FONT.getGlyphOrder()
    shaped = json.loads(subprocess.check_output(['hb-shape', str(FONT), text, '--output-format=json', '--no-glyph-names']))
    units = NAME_FONT['head'].unitsPerEm
    scale = NAME_SIZE / units
    pen = SVGPathPen(glyphs, ntos=number)
    cursor = 0.0
    for glyph in shaped:
        origin = (x + (cursor + glyph['dx']) * scale, baseline - glyph['dy'] * scale)
        glyphs[order[glyph['g']]].draw(TransformPen(pen, (scale, 0, 0, -scale, *origin)))
        cursor += glyph['ax'] + NAME_TRACKING * units
    return pen.getCommands(), (cursor - NAME_TRACKING * units) * scale


def wordmark(name, symbol):
    _, name_width = outline(name, 0, 0)
    left = (CANVAS_WIDTH - (SYMBOL_SIZE + GAP + name_width)) / 2
    cap_height = NAME_FONT['OS/2'].sCapHeight / NAME_FONT['head'].unitsPerEm * NAME_SIZE
    path, _ = outline(name, left + SYMBOL_SIZE + GAP, (CANVAS_HEIGHT + cap_height) / 2)
    scale = SYMBOL_SIZE / 24
    return f'''<svg xmlns="http://www.w3.org/2000/svg" width="{CANVAS_WIDTH}" height="{CANVAS_HEIGHT}" viewBox="0 0 {CANVAS_WIDTH} {CANVAS_HEIGHT}" role="img" aria-label="{name}">
  <!-- Written by scripts/artwork/wordmarks.py: change that, not this. -->
  <g transform="translate({number(left)} {number((CANVAS_HEIGHT - SYMBOL_SIZE) / 2)}) scale({scale:.4f})" fill="none" stroke="{INK}" stroke-width="{number(SYMBOL_STROKE / scale)}" stroke-linecap="round" stroke-linejoin="round">{symbol.replace('INK', INK)}</g>
  <path fill="{INK}" stroke="{INK}" stroke-width="{number(NAME_THICKENING)}" stroke-linejoin="round" d="{path}"/>
</svg>
'''


if __name__ == '__main__':
    folder = Path(__file__).parent / 'partners'
    for id, (name, symbol) in PARTNERS.items():
        (folder / f'{id}.svg').write_text(wordmark(name, symbol))
        print(f'scripts/artwork/partners/{id}.svg')
