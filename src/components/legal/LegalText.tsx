import { Fragment } from 'react';
import type { LegalPlaceholder, LegalText as LegalTextValue } from '../../content/legal/types';
import { useSiteConfig } from '../SiteConfigContext';

const PLACEHOLDER = /\{(brand|supportEmail)\}/;

/**
 * Legal copy with its `{brand}` and `{supportEmail}` placeholders filled from the site
 * configuration; the support address becomes a mail link so every contact line is actionable.
 */
export function LegalText({ text }: { text: LegalTextValue }) {
  const { brand, supportEmail } = useSiteConfig();
  // With a capturing group, split() puts the placeholder names at the odd indexes.
  const parts = text.split(PLACEHOLDER);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return <Fragment key={index}>{part}</Fragment>;
        const placeholder = part as LegalPlaceholder;
        return placeholder === 'brand' ? (
          <Fragment key={index}>{brand}</Fragment>
        ) : (
          <a key={index} href={`mailto:${supportEmail}`}>
            {supportEmail}
          </a>
        );
      })}
    </>
  );
}
