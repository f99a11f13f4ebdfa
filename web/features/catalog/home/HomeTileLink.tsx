import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { routePath } from '../../../../contract/routes.ts';
import { ListingLink } from '../../../components/ListingLink.tsx';
import type { HomeTarget } from './home-target.ts';

/** A home tile's link: into the listing (with a fresh cache-buster), or to an article's page. */
export function HomeTileLink({
  target,
  className,
  children,
}: {
  target: HomeTarget;
  className?: string;
  children: ReactNode;
}) {
  if ('article' in target) {
    return (
      <Link to={routePath('referral', { id: target.article })} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <ListingLink query={target.listing} className={className}>
      {children}
    </ListingLink>
  );
}
