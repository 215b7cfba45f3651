/**
 * The customer's verification methods and their statuses (shop-core §3 `verification.methods`,
 * §4 method types and statuses), as the overview and the verification calls show them.
 */
import type { CustomerVerification, VerificationMethodType, VerificationProviderType, VerificationStatus } from '@drawkit/contract';

/** Methods this shop may offer, in the order the account page lists them. */
const ORDER: readonly VerificationMethodType[] = ['photo_id_upload', 'connect_id', 'greenid_ui', 'drivers_licence'];

/**
 * Each method with its status: one tried has the status stored for it; an untried one is
 * not_attempted while the account is unverified, disabled once it is (nothing left to do) or
 * when the shop has no such provider (ConnectID and greenID need one plugged in).
 */
export function verificationView(
  stored: Record<string, string>,
  isVerified: boolean,
  providers: readonly VerificationProviderType[] = [],
): CustomerVerification {
  const offered = (type: VerificationMethodType) => (type === 'connect_id' || type === 'greenid_ui' ? providers.includes(type) : true);
  const status = (type: VerificationMethodType): VerificationStatus => {
    if (!offered(type)) return 'disabled';
    const saved = stored[type] as VerificationStatus | undefined;
    if (saved) return saved;
    return isVerified ? 'disabled' : 'not_attempted';
  };
  return { methods: ORDER.map((type) => ({ type, status: status(type) })) };
}
