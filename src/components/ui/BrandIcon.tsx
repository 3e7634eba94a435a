import type { SimpleIcon } from 'simple-icons';

/** A brand's logo from Simple Icons, decorative: the text beside it names the brand. */
export function BrandIcon({ icon, size = 20 }: { icon: SimpleIcon; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      <path d={icon.path} />
    </svg>
  );
}
