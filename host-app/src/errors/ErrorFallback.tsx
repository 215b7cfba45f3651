import { isApiError } from '@drawkit/sdk';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { NotFoundPage } from '../pages/NotFoundPage';

/** A script chunk that fails to load in an app this old means a new release replaced it (shop-core §8). */
const STALE_APP_MS = 24 * 60 * 60 * 1000;

/** The route error element: the spec's error pages by status, else the fallback view (shop-core §2, §8). */
export function ErrorFallback() {
  const error = useRouteError();
  const status = errorStatus(error);

  if (isChunkLoadError(error) && Date.now() - performance.timeOrigin > STALE_APP_MS) {
    window.location.reload();
    return null;
  }
  if (status === 404) return <NotFoundPage />;
  if (status === 418) {
    return <ErrorView title="It's not you, it's us!" text="There are no tickets on sale right now. Please check back soon." />;
  }
  if (status === 503) {
    return <ErrorView title="There's a spanner in the works!" text="We're doing some maintenance. Please try again shortly." />;
  }
  if (status !== undefined && status >= 500) {
    return <ErrorView title="Our servers are busy." text="Please wait a moment and reload the page." />;
  }
  return <ErrorView title="Looks like something went wrong on our end." />;
}

function ErrorView({ title, text }: { title: string; text?: string }) {
  useDocumentTitle('Error');
  return (
    <section className="page page--message" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{title}</h1>
      {text && <p>{text}</p>}
      <p className="page--message__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload page
        </button>
        <Link className="button" to="/">
          Go to the homepage
        </Link>
      </p>
    </section>
  );
}

function errorStatus(error: unknown): number | undefined {
  if (isRouteErrorResponse(error)) return error.status;
  if (isApiError(error)) return error.status;
  return undefined;
}

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)
  );
}
