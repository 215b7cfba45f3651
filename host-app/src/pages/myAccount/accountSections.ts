/**
 * The account menu of `/my-account` (shop-core §2 account routes): every section with the
 * capabilities its route needs ("A route needing several capabilities needs all of them").
 * Paged lists link to their first page. The paths are the storefront's, so this lives here.
 */
export interface AccountSection {
  label: string;
  to: string;
  needs: readonly string[];
}

export interface AccountSectionGroup {
  title: string;
  sections: readonly AccountSection[];
}

export const ACCOUNT_SECTION_GROUPS: readonly AccountSectionGroup[] = [
  {
    title: 'Tickets',
    sections: [
      { label: 'Upcoming tickets', to: '/my-account/upcoming-tickets/1', needs: ['viewing-orders'] },
      { label: 'Past tickets', to: '/my-account/past-tickets/1', needs: ['viewing-orders'] },
      { label: 'Print tickets', to: '/my-account/print-tickets', needs: ['viewing-orders'] },
      { label: 'Favourite numbers', to: '/my-account/favourite-numbers', needs: ['favourite-numbers'] },
    ],
  },
  {
    title: 'Recurring purchases',
    sections: [
      { label: 'Recurring purchases', to: '/my-account/recurring-purchases/1', needs: [] },
      { label: 'Autoplay', to: '/my-account/autoplay/1', needs: [] },
      { label: 'Subscriptions', to: '/my-account/subscriptions/1', needs: ['subscription-manage', 'viewing-orders'] },
    ],
  },
  {
    title: 'Group play and giveaways',
    sections: [
      { label: 'Lotto Party', to: '/my-account/lotto-party/1', needs: ['social-syndicates'] },
      { label: 'Current giveaways', to: '/my-account/current-giveaways', needs: ['giveaway-entries'] },
      { label: 'Closed giveaways', to: '/my-account/closed-giveaways', needs: ['giveaway-entries'] },
    ],
  },
  {
    title: 'Wallet',
    sections: [
      { label: 'Deposit', to: '/deposit', needs: ['wallet_deposit'] },
      { label: 'Withdraw', to: '/my-account/withdraw', needs: ['wallet-withdrawal'] },
      { label: 'Transactions', to: '/my-account/transactions/1', needs: [] },
      { label: 'Cards and accounts', to: '/my-account/cards-and-accounts', needs: [] },
    ],
  },
  {
    title: 'Play responsibly',
    sections: [
      { label: 'Spend limits', to: '/my-account/spend-limits', needs: ['spend-limits'] },
      { label: 'Deposit limit', to: '/my-account/precommitment-limit', needs: ['deposit_limits'] },
      { label: 'Verify your account', to: '/my-account/verify-account', needs: ['verify-ID'] },
    ],
  },
  {
    title: 'Your account',
    sections: [
      { label: 'My details', to: '/my-account/my-details', needs: [] },
      { label: 'Login and security', to: '/my-account/login-and-security', needs: [] },
      { label: 'Change password', to: '/change-Password', needs: [] },
      { label: 'Communication preferences', to: '/communication-preferences', needs: [] },
      { label: 'Close my account', to: '/close-my-account', needs: ['customer-deactivate'] },
    ],
  },
];

/** The groups and sections the customer's capabilities allow; groups left empty are dropped. */
export function accountSectionsFor(can: (capability: string) => boolean): AccountSectionGroup[] {
  return ACCOUNT_SECTION_GROUPS.map((group) => ({ ...group, sections: group.sections.filter((s) => s.needs.every((c) => can(c))) })).filter(
    (group) => group.sections.length > 0,
  );
}
