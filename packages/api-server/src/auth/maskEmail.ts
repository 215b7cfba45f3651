/**
 * The two-factor step shows where the code went: "only the part before the at sign, then
 * asterisks" (shop-specialised §2), e.g. `demo@drawkit.test` becomes `demo****`.
 */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  return `${at === -1 ? email : email.slice(0, at)}****`;
}
