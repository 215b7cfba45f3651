import { Link } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';

/** The catch-all 404 page (shop-core §2): "Something went wrong." with a link home. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <section className="page page--message" aria-labelledby="not-found-title">
      <h1 id="not-found-title">Something went wrong.</h1>
      <p>We couldn't find the page you asked for.</p>
      <p>
        <Link className="button button--primary" to="/">
          Go to the homepage
        </Link>
      </p>
    </section>
  );
}
