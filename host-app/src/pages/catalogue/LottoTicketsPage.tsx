import { lotteryListing } from '../../catalogue/listings';
import { ListingPage } from './ListingPage';
import { LotteryCard } from './OfferCards';

/** `/lotto-tickets`: lotteries in the order of shop-specialised §9. */
export function LottoTicketsPage() {
  return (
    <ListingPage
      title="Lotto tickets"
      intro="Every lottery on sale, with its jackpot and next draw."
      select={lotteryListing}
      card={(offer) => <LotteryCard offer={offer} />}
      empty="No lotteries are on sale right now. Please check back soon."
    />
  );
}
