/**
 * The account area's wire types (shop-core §2 account routes, §3 "Customer details is a
 * separate record per customer", communication preferences, §7 "Sign-in and customer").
 */

/** Regions a customer may choose (shop-core §3: GB, LW and NSWL are not selectable). */
export const SELECTABLE_REGIONS = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA', 'OTHER'] as const;
export type SelectableRegion = (typeof SELECTABLE_REGIONS)[number];

/** `GET /customer/details` (3.2): the customer's details record. */
export interface CustomerDetails {
  firstname: string;
  lastname: string;
  email: string;
  /** ISO date (yyyy-mm-dd); shown, not changed here. */
  dateOfBirth: string;
  /** Empty when none was given. */
  phone: string;
  address: string;
  addressLine2: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

/** `POST /customer/details` (3.2): every changeable field (address_line_2 never required, shop-core §5). */
export interface CustomerDetailsRequest {
  firstname: string;
  lastname: string;
  email: string;
  phone?: string;
  address: string;
  addressLine2?: string;
  suburb: string;
  state: string;
  postcode: string;
  country: string;
}

/** `POST /customer/details` answer. */
export interface CustomerDetailsUpdateResult {
  details: CustomerDetails;
  /**
   * The customer moved state and must verify again (shop-specialised §8: the title
   * 'Details updated, your account is now unverified').
   */
  mustReverify: boolean;
}

/** Communication channels in the order they are shown (shop-core §3; push is hidden). */
export const COMMUNICATION_CHANNELS = ['email', 'phone', 'sms', 'directmail', 'push'] as const;
export type CommunicationChannel = (typeof COMMUNICATION_CHANNELS)[number];
/** The channels a page shows, in order: "Push is hidden; the others shown in that order". */
export const SHOWN_COMMUNICATION_CHANNELS = ['email', 'phone', 'sms', 'directmail'] as const satisfies readonly CommunicationChannel[];

/** `GET /customer/{id}/communication-preferences` (shop-core §3 "features ... and preferences"). */
export interface CommunicationPreferences {
  features: {
    methodsEnabled: boolean;
    methods: Record<CommunicationChannel, boolean>;
  };
  preferences: Record<CommunicationChannel, boolean>;
}

/** `PUT /customer/{id}/communication-preferences`: "preferences as a map of id to enabled". */
export interface CommunicationPreferencesRequest {
  preferences: Partial<Record<CommunicationChannel, boolean>>;
}

/** The marketing-unsubscribe form: `{preferences:{email}, unsubscribeReasons}`, optionally under `/{productOfferKey}`. */
export interface UnsubscribeRequest {
  preferences: { email: false };
  unsubscribeReasons: string[];
}

/** Reasons the unsubscribe page offers (the spec names the field, not its values). */
export const UNSUBSCRIBE_REASONS = [
  'I get too many emails',
  'The emails are not relevant to me',
  'I never signed up for these emails',
  'Other',
] as const;

/** `DELETE /customer` (form): the password again, and why (optional). */
export interface CloseAccountRequest {
  password: string;
  reason?: string;
}
