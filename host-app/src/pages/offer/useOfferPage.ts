import type { ProductOffer } from '@drawkit/sdk';
import { useParams } from 'react-router';
import { useCatalogue } from '../../catalogue/useCatalogue';

/** The offer a `/{productOfferKey}/...` page is about, once the catalogue says whether it exists. */
export type OfferPageState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'missing' }
  | { kind: 'ready'; offer: ProductOffer };

export function useOfferPage(): OfferPageState {
  const { productOfferKey = '' } = useParams();
  const catalogue = useCatalogue();
  const offer = catalogue.offer(productOfferKey);
  // Unavailable offers are never listed nor sold (shop-specialised §4): their pages are 404s.
  if (offer && offer.availability === 'available') return { kind: 'ready', offer };
  if (catalogue.status === 'succeeded') return { kind: 'missing' };
  if (catalogue.status === 'failed') return { kind: 'failed' };
  return { kind: 'loading' };
}
