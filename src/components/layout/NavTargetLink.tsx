import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { NavTarget } from '../../content/types';
import { useSiteConfig } from '../../app/siteConfig';
import { ExternalLink } from '../ui/ExternalLink';

interface NavTargetLinkProps {
  target: NavTarget;
  children: ReactNode;
  className?: string;
  /** Mark the link with aria-current when its route is the current one. */
  highlightActive?: boolean;
  onNavigate?: () => void;
}

/** Renders a navigation item as a router link or, for outbound targets, a new-tab link. */
export function NavTargetLink({ target, children, className, highlightActive, onNavigate }: NavTargetLinkProps) {
  const { links } = useSiteConfig();
  if ('external' in target) {
    return (
      <ExternalLink href={links[target.external]} className={className} onClick={onNavigate}>
        {children}
      </ExternalLink>
    );
  }
  if (highlightActive) {
    return (
      <NavLink to={target.to} end className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={target.to} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
