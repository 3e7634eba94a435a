import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import type { NavTarget } from '../../content/types';
import { useSiteConfig } from '../../app/siteConfig';
import { navTargetLocation } from '../../lib/navTarget';
import { ExternalLink } from '../ui/ExternalLink';

interface NavTargetLinkProps {
  target: NavTarget;
  /** The link's name in the page's language: a link to the FAQ may search for it. */
  name: string;
  /** What the link shows; its name when left out. */
  children?: ReactNode;
  className?: string;
  /** Mark the link with aria-current when its route is the current one. */
  highlightActive?: boolean;
  onNavigate?: () => void;
}

/** Renders a navigation item as a router link or, for outbound targets, a new-tab link. */
export function NavTargetLink({ target, name, children = name, className, highlightActive, onNavigate }: NavTargetLinkProps) {
  const { links } = useSiteConfig();
  if ('external' in target) {
    return (
      <ExternalLink href={links[target.external]} className={className} onClick={onNavigate}>
        {children}
      </ExternalLink>
    );
  }
  const to = navTargetLocation(target, name);
  if (highlightActive) {
    return (
      <NavLink to={to} end className={className} onClick={onNavigate}>
        {children}
      </NavLink>
    );
  }
  return (
    <Link to={to} className={className} onClick={onNavigate}>
      {children}
    </Link>
  );
}
