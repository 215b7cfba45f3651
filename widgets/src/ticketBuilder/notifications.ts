/** A notification the ticket builder raises (shop-specialised §8 "Notifications"), for the host to show. */
export interface TicketNotification {
  id: 'favourite-numbers-added' | 'favourite-numbers-replaced' | 'favourite-numbers-none-found' | 'favourite-numbers-failed';
  title: string;
  message: string;
  level: 'success' | 'info' | 'error';
}

/** Favourite numbers: added; replaced; none found (shop-specialised §8). */
export const FAVOURITE_NOTIFICATIONS = {
  added: {
    id: 'favourite-numbers-added',
    title: 'Favourite numbers saved',
    message: 'Your favourite numbers have been added to your account.',
    level: 'success',
  },
  replaced: {
    id: 'favourite-numbers-replaced',
    title: 'Favourite numbers replaced',
    message: 'You can only have one set of favourite numbers, so your previous favourite numbers have been replaced.',
    level: 'info',
  },
  noneFound: {
    id: 'favourite-numbers-none-found',
    title: 'No favourite numbers found',
    message: 'You have no favourite numbers saved yet. Pick a game and save it as your favourites.',
    level: 'info',
  },
} as const satisfies Record<string, TicketNotification>;
