// The chunk `loadTicketRules` imports: a module of its own, so the bundler splits these SDK rules
// out of `<drawkit-purchase>`'s first download.
export { toAddCartItem, validateTicket } from '@drawkit/sdk';
