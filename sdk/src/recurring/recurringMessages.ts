/** Recurring-purchase notifications (shop-specialised §8, Autoplay), word for word. */
export const AUTOPLAY_CHANGED_TITLE = 'AutoPlay value changed';
export const AUTOPLAY_STATUS_FAILED = {
  title: 'Cannot update AutoPlay status',
  message: 'Sorry, there was an unexpected error while updating your autoplay. Please try again.',
} as const;

/** Status words the account pages show ("Paused means paused or timed pause"). */
export const RECURRING_STATUS_TEXT = {
  recurring_status_active: 'Active',
  recurring_status_paused: 'Paused',
  recurring_status_timed_pause: 'Paused',
  recurring_status_cancelled: 'Cancelled',
} as const;

export const SCHEDULED_STATUS_TEXT = {
  scheduled_status_active: 'Scheduled',
  scheduled_status_cancelled: 'Cancelled',
} as const;

/** "default page size 10" (shop-specialised §9); page numbers follow stores/resultsPaging (`pageNumber`). */
export const RECURRING_PAGE_SIZE = 10;
