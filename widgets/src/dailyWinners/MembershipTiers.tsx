import { useState, type ReactNode } from 'react';
import { formatMoney, membershipCartItem, type MembershipTierOffer, membershipStore } from '@drawkit/sdk';
import { settle, GENERIC_FAILURE } from '../context/settle';
import { useStore } from '../context/useStore';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Messages } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { DwLink, programmePath, type DailyWinnersNavigation } from './dailyWinnersLinks';
import { dailyWinnersStyles } from './dailyWinnersStyles';
import { MembershipError } from './MembershipError';
import { useMembershipProgramme } from './useMembershipProgramme';
import { headingTag } from '../ui/headingTag';

/** Props of {@link MembershipTiers}. */
export interface MembershipTiersProps extends DailyWinnersNavigation {
  titleLevel?: 1 | 2;
  /** Called once the premium membership is in the cart (a host app goes to its cart). */
  onAdded?: () => void;
  /** Called when a signed-out shopper chooses the free tier. */
  onSignIn?: () => void;
}

function priceText(tier: MembershipTierOffer): string {
  return tier.price.amount === 0 ? 'Free' : `${formatMoney(tier.price)} a month`;
}

/**
 * `/daily-winners/membership-tiers`: the free and premium tiers with their prices, benefits and
 * discounts. Free is joined with `PUT /membership`; premium is the membership product, bought
 * through the cart.
 */
export function MembershipTiers({ titleLevel = 2, onAdded, onSignIn, ...nav }: MembershipTiersProps): ReactNode {
  const { client, config } = useMembershipProgramme({ upcoming: false });
  const stylesRef = useAdoptedStyles(dailyWinnersStyles);
  const status = useStore(membershipStore(client), (state) => state.membershipStatus);
  const tier = useStore(membershipStore(client), (state) => state.membershipTier);
  const joining = useStore(membershipStore(client), (state) => state.joinStatus === 'pending');
  const isAuthenticated = useStore(client.session, (state) => state.isAuthenticated);
  const [adding, setAdding] = useState(false);
  const [messages, setMessages] = useState<{ message: string }[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const Title = headingTag(titleLevel);
  const Section = headingTag(titleLevel + 1);

  const joinFree = async () => {
    if (!isAuthenticated && onSignIn) return onSignIn();
    const result = await membershipStore(client).getState().join();
    if (result.ok) setAnnouncement('You have joined the free tier.');
  };
  const addPremium = async (offer: MembershipTierOffer) => {
    setAdding(true);
    setMessages([]);
    // The tier's product offer comes from the catalogue (only eligible pricing ids list it).
    const catalogue = client.catalogue.getState();
    if (catalogue.status !== 'succeeded' || !catalogue.complete) await catalogue.load().catch(() => undefined);
    const item = offer.productOfferKey ? membershipCartItem(offer, client.catalogue.getState().offer(offer.productOfferKey)) : null;
    if (!item) {
      setAdding(false);
      return setMessages([{ message: `${offer.name} membership is not available for your account.` }]);
    }
    const result = await settle(() => client.cart.getState().addItem(item), GENERIC_FAILURE);
    setAdding(false);
    if (!result.ok) return setMessages(result.messages);
    setAnnouncement(`${offer.name} membership added to your cart.`);
    onAdded?.();
  };

  if (!config) {
    return (
      <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
        <MembershipError />
        <Spinner label="Loading the membership tiers" />
      </div>
    );
  }
  const current = status === 'member' ? tier : null;
  return (
    <div className="drawkit drawkit-dw drawkit-stack" ref={stylesRef}>
      <Title>{config.programName} membership tiers</Title>
      <MembershipError />
      <Messages messages={messages} />
      <p role="status" aria-live="polite">
        {announcement}
      </p>
      <ul className="drawkit-dw-tiers">
        {config.membershipTiers.map((offer) => {
          const discounts = config.discounts.filter((d) => d.tier === offer.tier);
          return (
            <li key={offer.tier} className="drawkit-dw-card" aria-labelledby={`drawkit-dw-tier-${offer.tier}`}>
              <Section id={`drawkit-dw-tier-${offer.tier}`}>{offer.name}</Section>
              <p>
                <strong>{priceText(offer)}</strong>
              </p>
              <ul>
                {offer.benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
                {discounts.map((discount) => (
                  <li key={discount.description}>{discount.description}</li>
                ))}
              </ul>
              {current === offer.tier ? (
                <p className="drawkit-dw-badge drawkit-dw-badge--guaranteed">Your tier</p>
              ) : offer.tier === 'free' ? (
                current === null ? (
                  <Button variant="secondary" pending={joining} onClick={() => void joinFree()}>
                    Join for free
                  </Button>
                ) : null
              ) : offer.productOfferKey ? (
                <Button variant="primary" pending={adding} onClick={() => void addPremium(offer)}>
                  Add {offer.name} to cart
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <DwLink href={programmePath(nav)} nav={nav}>
        Back to {config.programName}
      </DwLink>
    </div>
  );
}
