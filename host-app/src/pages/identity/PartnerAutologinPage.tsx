import { useParams } from 'react-router';
import { TokenSignInPage } from '../signIn/TokenSignInPage';

/**
 * `/purchase/{partnerSlug}/autologin/{autologinToken}` (shop-core §2 "Partner purchase"): a
 * partner's link that signs the customer in and lands on that partner's purchase page. The
 * screen is the storefront's autologin screen ("Verifying Automatic Login", the code form when
 * two-factor is on); a failed link shows its notification and goes to the partner page signed out,
 * so the shopper stays with the partner rather than on the storefront's login.
 */
export function PartnerAutologinPage() {
  const { partnerSlug = '' } = useParams();
  const partnerPage = `/purchase/${encodeURIComponent(partnerSlug)}`;
  return <TokenSignInPage kind="autologin" successTo={partnerPage} failureTo={partnerPage} />;
}
