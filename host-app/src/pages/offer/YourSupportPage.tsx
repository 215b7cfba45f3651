import { Link } from 'react-router';
import { offerPaths } from '../../catalogue/offerPaths';
import { useCauses } from '../../catalogue/useCauses';
import { PageLoading } from '../../layout/PageLoading';
import { OfferFrame } from './OfferFrame';

/** `/{productOfferKey}/your-support`: the causes a ticket supports; 404 for an offer without causes. */
export function YourSupportPage() {
  return (
    <OfferFrame title={(offer) => `Your support with ${offer.name}`}>
      {(offer) => (offer.causes.length > 0 ? <SupportedCauses causeKeys={offer.causes} /> : null)}
    </OfferFrame>
  );
}

function SupportedCauses({ causeKeys }: { causeKeys: readonly string[] }) {
  const { causes, status } = useCauses();
  if (status === 'failed') return <p role="alert">We couldn't load the causes. Please reload the page to try again.</p>;
  if (status !== 'succeeded') return <PageLoading label="Loading causes…" />;
  const supported = causes.filter((cause) => causeKeys.includes(cause.key));
  return (
    <section aria-labelledby="support-title">
      <h2 id="support-title">Every ticket supports</h2>
      <ul className="cause-list">
        {supported.map((cause) => (
          <li key={cause.key} className="cause-card" data-testid="cause-card">
            <h3>{cause.name}</h3>
            <p>{cause.description}</p>
            <Link to={offerPaths.cause(cause.slug)}>More about {cause.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
