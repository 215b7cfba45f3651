import type { RouteSpec } from './routeSpec';

/**
 * Recurring purchases (shop-specialised §7 "Recurring purchases (API v3.3 unless noted)";
 * shop-core §7 Draws → Autoplay and Sign-in and customer). Pause and unpause: the spec gives no
 * exact form, so they are `POST /autoplay/{id}/pause` (optional form `paused_until`) and
 * `POST /autoplay/{id}/unpause`.
 */
export const RECURRING_ROUTES = {
  autoplays: { method: 'GET', path: '/autoplay', version: 'recurring', auth: true },
  autoplay: { method: 'GET', path: '/autoplay/:id', version: 'recurring', auth: true },
  autoplayUpdate: { method: 'PATCH', path: '/autoplay/:id', version: 'recurring', auth: true },
  autoplaySetMinimumJackpot: { method: 'POST', path: '/autoplay/:id/set-minimum-jackpot', version: 'recurring', form: true, auth: true },
  autoplaySetQuickpick: { method: 'POST', path: '/autoplay/:id/set-quickpick', version: 'recurring', form: true, auth: true },
  autoplayPause: { method: 'POST', path: '/autoplay/:id/pause', version: 'recurring', form: true, auth: true },
  autoplayUnpause: { method: 'POST', path: '/autoplay/:id/unpause', version: 'recurring', auth: true },
  autoplayStatus: { method: 'PATCH', path: '/autoplays/:id/status', version: 'recurring', auth: true },
  subscriptions: { method: 'GET', path: '/subscriptions', version: 'recurring', auth: true },
  subscription: { method: 'GET', path: '/subscriptions/:id', version: 'recurring', auth: true },
  subscriptionUpdate: { method: 'PATCH', path: '/subscriptions/:id', version: 'recurring', auth: true },
  subscriptionStatus: { method: 'PATCH', path: '/subscriptions/:id/status', version: 'recurring', auth: true },
  recurringPurchases: { method: 'GET', path: '/recurring_purchases', version: 'recurring', auth: true },
  scheduledPurchases: { method: 'GET', path: '/scheduled-purchases', version: 'recurring', auth: true },
  scheduledPurchase: { method: 'GET', path: '/scheduled-purchases/:id', version: 'recurring', auth: true },
  scheduledPurchaseCancel: { method: 'PATCH', path: '/scheduled-purchases/:id/cancel', version: 'scheduledPurchaseCancel', auth: true },
  paymentResolutions: { method: 'GET', path: '/payment_resolutions', version: 'recurring', auth: true },
  processRecurringPurchases: { method: 'POST', path: '/process_recurring_purchases/sync', version: 'recurring', auth: true },
  recurringPurchaseMethod: { method: 'GET', path: '/customer/recurring-purchase-method', version: 'default', auth: true },
  recurringPurchaseMethodSet: { method: 'POST', path: '/customer/recurring-purchase-method', version: 'default', auth: true },
} as const satisfies Record<string, RouteSpec>;
