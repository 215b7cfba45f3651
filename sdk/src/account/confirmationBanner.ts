import type { CustomerOverview } from '@drawkit/contract';

export type ConfirmationKind = 'address' | 'email';

/** The page the banner never shows on (shop-core §2: "hidden on the my-details page"). */
export const MY_DETAILS_PATH = '/my-account/my-details';

/**
 * Which confirmation the address/email banner asks for (shop-core §2 "Screens in detail"):
 * shown when the overview says address or email confirmation is required, address taking
 * precedence; hidden on my-details; nothing without an overview.
 */
export function confirmationBannerKind(
  customer: Pick<CustomerOverview, 'addressConfirmationRequired' | 'emailAddressConfirmationRequired'> | null,
  pathname: string,
): ConfirmationKind | null {
  if (!customer) return null;
  if (pathname.replace(/\/+$/, '') === MY_DETAILS_PATH) return null;
  if (customer.addressConfirmationRequired) return 'address';
  if (customer.emailAddressConfirmationRequired) return 'email';
  return null;
}
