import { pageCount } from '@drawkit/sdk';
import { Link } from 'react-router';

/** Previous / "Page n of m" / Next for a paged account list; nothing when there is one page. */
export function Pager({ label, page, total, limit, pathOf }: { label: string; page: number; total: number; limit: number; pathOf: (page: number) => string }) {
  const pages = pageCount(total, limit);
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? <Link to={pathOf(page - 1)}>Previous</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={pathOf(page + 1)}>Next</Link> : null}
    </nav>
  );
}
