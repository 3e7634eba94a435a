import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { VisuallyHidden } from './VisuallyHidden';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link that leaves the site: always a new tab, never hands this page to the opened one. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const opensInNewTab = useMessages('shell')('opensInNewTab');
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{` ${opensInNewTab}`}</VisuallyHidden>
    </a>
  );
}
