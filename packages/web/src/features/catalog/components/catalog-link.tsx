import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a major or certificate has its page. */
const catalogHref = (kind: 'major' | 'certificate', id: number) => `/${kind}/${id}`;

/**
 * A major's or certificate's tag as a link to its page; without `enabled` (the public bid pages, whose visitors
 * have no login) the tag alone.
 */
export function CatalogLink({
  kind,
  id,
  enabled = true,
  children,
}: {
  kind: 'major' | 'certificate';
  id: number;
  enabled?: boolean;
  children: ReactNode;
}) {
  if (!enabled) return children;
  return (
    <Link to={catalogHref(kind, id)} onClick={(event) => event.stopPropagation()}>
      {children}
    </Link>
  );
}
