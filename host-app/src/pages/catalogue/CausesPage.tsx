import { Link } from 'react-router';
import { offerPaths } from '../../catalogue/offerPaths';
import { useCauses } from '../../catalogue/useCauses';
import { PageLoading } from '../../layout/PageLoading';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/** `/causes`: every cause the charity raffles support. */
export function CausesPage() {
  useDocumentTitle('Causes');
  const { causes, status } = useCauses();
  return (
    <section className="page" aria-labelledby="causes-title">
      <header className="page-intro">
        <h1 id="causes-title">Causes</h1>
        <p>Every charity ticket supports a cause. Choose one to see its raffles.</p>
      </header>
      {status === 'failed' ? (
        <p role="alert">We couldn't load the causes. Please reload the page to try again.</p>
      ) : status !== 'succeeded' ? (
        <PageLoading label="Loading causes…" />
      ) : causes.length === 0 ? (
        <p>No causes are listed right now.</p>
      ) : (
        <ul className="cause-list" aria-label="Causes">
          {causes.map((cause) => (
            <li key={cause.key} className="cause-card" data-testid="cause-card">
              <h2>
                <Link to={offerPaths.cause(cause.slug)}>{cause.name}</Link>
              </h2>
              <p>{cause.description}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
