import type { OrderSummary } from '@drawkit/sdk';

const seg = encodeURIComponent;

/** Storefront paths of the account's order pages (shop-core §2 'Account routes'); page 1 is `/1`, as the spec's `{page}` is required. */
export const ordersPaths = {
  upcoming: (page = 1) => `/my-account/upcoming-tickets/${page}`,
  past: (page = 1) => `/my-account/past-tickets/${page}`,
  print: () => '/my-account/print-tickets',
  transactions: (page = 1) => `/my-account/transactions/${page}`,
  /** A syndicate share opens as `syndicate-tickets/share/{id}`; other orders under their list's `ticket/{id}`. */
  ticket: (order: Pick<OrderSummary, 'id' | 'productType'>, list: 'upcoming' | 'past') =>
    order.productType === 'syndicate_share'
      ? `/my-account/syndicate-tickets/share/${seg(order.id)}`
      : `/my-account/${list === 'upcoming' ? 'upcoming' : 'past'}-tickets/ticket/${seg(order.id)}`,
};
