import { Link } from 'react-router';

/** Previous and next page links of a paged list (pages start at 1). */
export function PartyPager({ page, total, limit, href }: { page: number; total: number; limit: number; href: (page: number) => string }) {
  const pages = Math.max(1, Math.ceil(total / limit));
  if (pages <= 1) return null;
  return (
    <nav className="party-pager" aria-label="Pages">
      {page > 1 ? <Link to={href(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pages}
      </span>
      {page < pages ? <Link to={href(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
