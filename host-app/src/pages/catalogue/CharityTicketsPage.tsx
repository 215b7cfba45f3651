import { charityListing } from '../../catalogue/listings';
import { ListingPage } from './ListingPage';
import { RaffleCard } from './OfferCards';

/** `/charity-tickets`: the charity raffles with their draws' prizes and status. */
export function CharityTicketsPage() {
  return (
    <ListingPage
      title="Charity tickets"
      intro="Win great prizes and support a cause with every ticket."
      select={charityListing}
      card={(offer) => <RaffleCard offer={offer} />}
      empty="No charity raffles are on sale right now. Please check back soon."
    />
  );
}
