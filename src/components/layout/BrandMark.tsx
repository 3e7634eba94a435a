import { LAYOUT_CLASS } from '../../styles/frameClasses';

/** The logo's scan-frame mark (its colours: src/styles/layoutCss.ts); decorative, the brand name beside it carries the meaning. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={LAYOUT_CLASS.brandMark}>
      <rect width="32" height="32" rx="8" />
      <path
        d="M9 13V10a1 1 0 0 1 1-1h3M19 9h3a1 1 0 0 1 1 1v3M23 19v3a1 1 0 0 1-1 1h-3M13 23h-3a1 1 0 0 1-1-1v-3"
        fill="none"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="3" />
    </svg>
  );
}
