import { forwardRef, type SVGProps } from 'react';

/** The icons' sprite, as the build names it (scripts/iconSprite/plugin.ts). */
declare const __ICON_SPRITE__: string;

/** The stroke width lucide draws with, which the global rules give every icon (src/styles/globalCss.ts). */
const DEFAULT_STROKE_WIDTH = 2;

/** What the site passes an icon: lucide's own props, the ones it uses. */
export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  strokeWidth?: number | string;
}

/**
 * A lucide icon drawn from the sprite: `import Check from 'lucide-react/icons/check'` resolves to
 * `spriteIcon('check')` (scripts/iconSprite/plugin.ts). It is the element lucide renders, with its
 * size and its classes (`lucide lucide-check`, which the right-to-left rules name), hidden from
 * assistive technology unless given a name, but its paths are a <use> of the sprite's symbol and
 * its stroke comes from the stylesheet.
 */
export function spriteIcon(name: string) {
  // One component per icon, however many modules name it.
  const known = drawn.get(name);
  if (known) return known;
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(function Icon({ size = 24, strokeWidth, className, ...rest }, ref) {
    const named = Object.keys(rest).some((prop) => prop.startsWith('aria-') || prop === 'role' || prop === 'title');
    return (
      <svg
        ref={ref}
        width={size}
        height={size}
        strokeWidth={Number(strokeWidth) === DEFAULT_STROKE_WIDTH ? undefined : strokeWidth}
        aria-hidden={named ? undefined : true}
        {...rest}
        className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      >
        <use href={`${__ICON_SPRITE__}#${name}`} />
      </svg>
    );
  });
  Icon.displayName = name;
  drawn.set(name, Icon);
  return Icon;
}

const drawn = new Map<string, ReturnType<typeof forwardRef<SVGSVGElement, SpriteIconProps>>>();
