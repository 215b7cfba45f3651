/** "Card numbers are displayed in groups of four" (shop-specialised §9), e.g. "4242 4242 4242 4242" or "•••• 4242". */
export function formatCardNumber(cardNumber: string): string {
  const compact = cardNumber.replace(/\s+/g, '');
  return compact.match(/.{1,4}/gu)?.join(' ') ?? '';
}
