/**
 * `@drawkit/widgets`: React components over a Drawkit client. Every call goes through the
 * client's stores (`@drawkit/sdk`); the custom elements are on `@drawkit/widgets/elements`.
 * Held back on purpose: the stories' recorded shop in `storyShop/` (stories and tests only) and the
 * widgets' inner parts (TicketEditor, GameList, StepHeading, PartnerCartSummary,
 * PartnerCheckout), which may change shape without notice.
 *
 * @packageDocumentation
 */
export { DrawkitProvider, useDrawkit } from './context/DrawkitProvider';
export type { DrawkitProviderProps } from './context/DrawkitProvider';
export { useStore } from './context/useStore';
export type { ReadableStore } from './context/useStore';

export { TicketBuilder } from './ticketBuilder/TicketBuilder';
export type { TicketBuilderProps } from './ticketBuilder/TicketBuilder';
export { FAVOURITE_NOTIFICATIONS } from './ticketBuilder/notifications';
export type { TicketNotification } from './ticketBuilder/notifications';
export { Results } from './results/Results';
export type { ResultsProps } from './results/Results';
export { CustomerTickets } from './results/CustomerTickets';
export type { CustomerTicketsProps } from './results/CustomerTickets';
export { DrawResultView, jackpotText, WinningNumbers } from './results/DrawResultView';
export type { DrawResultViewProps } from './results/DrawResultView';
export { Raffle } from './raffle/Raffle';
export type { RaffleProps } from './raffle/Raffle';

// Daily-winners programme (shop-specialised §2 'Daily-winners programme')
export { DailyWinners } from './dailyWinners/DailyWinners';
export type { DailyWinnersProps } from './dailyWinners/DailyWinners';
export { GiveawayPage } from './dailyWinners/GiveawayPage';
export type { GiveawayPageProps } from './dailyWinners/GiveawayPage';
export { PastWinners } from './dailyWinners/PastWinners';
export type { PastWinnersProps } from './dailyWinners/PastWinners';
export { MembershipTiers } from './dailyWinners/MembershipTiers';
export type { MembershipTiersProps } from './dailyWinners/MembershipTiers';
export { DailyWinnersDeposit } from './dailyWinners/DailyWinnersDeposit';
export type { DailyWinnersDepositProps } from './dailyWinners/DailyWinnersDeposit';
export { StickyCallToAction } from './dailyWinners/StickyCallToAction';
export type { StickyCallToActionProps } from './dailyWinners/StickyCallToAction';
export type { DailyWinnersNavigation } from './dailyWinners/dailyWinnersLinks';
/** The daily-winners widgets' CSS (they adopt it themselves when they mount). */
export { dailyWinnersStyles } from './dailyWinners/dailyWinnersStyles';

export { Cart } from './cart/Cart';
export type { CartProps } from './cart/Cart';
export type { BlockedReasonLinks } from './cart/BlockedReasons';
export { CartItemRow } from './cart/CartItemRow';
export type { CartItemRowProps } from './cart/CartItemRow';
export { PRECART_RECOMMENDATIONS_CAPABILITY, PreCartDrawer } from './cart/PreCartDrawer';
export type { PreCartDrawerProps } from './cart/PreCartDrawer';

export { Checkout } from './checkout/Checkout';
export type { CheckoutProps } from './checkout/Checkout';
export { AuthStep } from './checkout/AuthStep';
export type { AuthStepProps } from './checkout/AuthStep';
export { SignInForm } from './checkout/SignInForm';
export type { SignInFormProps } from './checkout/SignInForm';
export { SignUpForm } from './checkout/SignUpForm';
export type { SignUpFormProps } from './checkout/SignUpForm';
export { PaymentStep } from './checkout/PaymentStep';
export type { PaymentStepProps } from './checkout/PaymentStep';
export { FORM_MESSAGES, PAYMENT_FAILURE_FALLBACK } from './checkout/formRules';
// The card form's parts, for the storefront's cards-and-accounts page (issue 12).
export { CardFields, EMPTY_CARD, toCardInput, validateCard } from './checkout/CardFields';
export type { CardFieldsProps, CardValues } from './checkout/CardFields';
export type { FormErrors } from './checkout/formRules';
export { CHECKOUT_STEP_NUMBERS } from './checkout/steps';
export type { CheckoutStepName } from './checkout/steps';

export { ACCOUNT_LOCKED, DEFAULT_SUPPORT_HREF, TwoFactorStep } from './signIn/TwoFactorStep';
export type { TwoFactorStepProps } from './signIn/TwoFactorStep';
export { CodeCells, pastedDigits } from './signIn/CodeCells';
export type { CodeCellsProps } from './signIn/CodeCells';

export { NotificationStack } from './notifications/NotificationStack';
// Apart from drawkitStyles: only pages that mount the stack need it (the elements do not).
export { notificationStyles } from './styles/signIn';
export type { NotificationStackProps } from './notifications/NotificationStack';

export { Receipt } from './receipt/Receipt';
export type { ReceiptProps } from './receipt/Receipt';
export { ReceiptView } from './receipt/ReceiptView';
export type { ReceiptViewProps } from './receipt/ReceiptView';

export { PartnerPurchase } from './partnerPurchase/PartnerPurchase';
export type { PartnerPurchaseProps } from './partnerPurchase/PartnerPurchase';

export { Button } from './ui/Button';
export type { ButtonProps } from './ui/Button';
export { CheckboxField, Field, SelectField } from './ui/Field';
export type { CheckboxFieldProps, FieldChromeProps, FieldProps, SelectFieldProps } from './ui/Field';
// The storefront's details modal (issue 12: "Update opens a details modal" with account-details-manage).
export { Modal, MODAL_WIDTHS } from './ui/Modal';
export type { ModalProps, ModalSize } from './ui/Modal';
export { Money } from './ui/Money';
export type { MoneyProps } from './ui/Money';
export { Messages, Notice } from './ui/Notice';
export type { NoticeProps } from './ui/Notice';
export { NumberBall, NumberBalls } from './ui/NumberBall';
export type { NumberBallProps, NumberBallsProps } from './ui/NumberBall';
export { NumberGrid } from './ui/NumberGrid';
export type { NumberGridProps } from './ui/NumberGrid';
export { Spinner } from './ui/Spinner';
export type { SpinnerProps } from './ui/Spinner';

export { drawkitStyles } from './styles/drawkitStyles';
/** The results widget's CSS, apart so pages without results do not carry it; adopt it beside `drawkitStyles`. */
export { resultsStyles } from './styles/results';

// Wallet deposit (the storefront's /deposit page), built from the checkout's card parts.
export { WalletDeposit } from './deposit/WalletDeposit';
export type { WalletDepositProps } from './deposit/WalletDeposit';
