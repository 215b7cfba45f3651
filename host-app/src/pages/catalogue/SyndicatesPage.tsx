import { syndicateListing } from '../../catalogue/listings';
import { ListingPage } from './ListingPage';
import { SyndicateCard } from './OfferCards';

/** `/syndicates`: syndicate shares with their price and the shares left. */
export function SyndicatesPage() {
  return (
    <ListingPage
      title="Syndicates"
      intro="Play more games for less: buy a share in a syndicate and split the prizes."
      select={syndicateListing}
      card={(offer) => <SyndicateCard offer={offer} />}
      empty="No syndicates are on sale right now. Please check back soon."
    />
  );
}
