import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { formatJackpot, loadPrecartPlacements, relativeDrawDayLabel, type Draw, type RecommendedDraw } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { Button } from '../ui/Button';
import { Money } from '../ui/Money';
import { useBodyScrollLock } from '../ui/useBodyScrollLock';
import { useFocusTrap } from '../ui/useFocusTrap';
import { cx } from '../ui/cx';

/** "pre-cart recommended draws" (shop-specialised §6): the capability that shows the recommendations. */
export const PRECART_RECOMMENDATIONS_CAPABILITY = 'pre-cart-recommended-draws';

/** Props of {@link PreCartDrawer}. */
export interface PreCartDrawerProps {
  /** "Go to cart": the drawer closes, then this runs (the storefront goes to /cart with its utm parameters). */
  onGoToCart: () => void;
  /** A recommended draw was chosen: the drawer closes, then this runs (open the offer at that draw). */
  onChooseDraw?: (recommended: RecommendedDraw) => void;
  /** Extra class names for the drawer panel. */
  className?: string;
}

/** When a draw is: "Tonight", "Tomorrow", "This Friday" ... (shop-specialised §9); a raffle by when its sales stop. */
function whenLabel(draw: Draw): string {
  return 'drawDate' in draw ? relativeDrawDayLabel(draw.drawDate) : `Closes ${relativeDrawDayLabel(draw.drawData.drawStop)}`;
}

type Recommendations = { status: 'idle' | 'loading' } | { status: 'loaded'; draws: RecommendedDraw[] };

/**
 * The pre-cart drawer (shop-core §3 `isPrecartDrawerOpen`, §4 "After add or build the pre-cart
 * drawer opens when the prompt is enabled"): what the add put in the cart, the cart total, the
 * recommended next draws of other offers (`GET /placement`, with the "pre-cart recommended draws"
 * capability), and "Go to cart" or "Keep shopping". A modal dialog: focus stays inside it,
 * Escape and the backdrop close it, and focus returns to where it was.
 */
export function PreCartDrawer({ onGoToCart, onChooseDraw, className }: PreCartDrawerProps): ReactNode {
  const client = useDrawkit();
  const open = useStore(client.cart, (s) => s.isPrecartDrawerOpen);
  const cart = useStore(client.cart, (s) => s.cart);
  const addedIds = useStore(client.cart, (s) => s.precartItemIds);
  const recommend = useStore(client.session, (s) => s.can(PRECART_RECOMMENDATIONS_CAPABILITY));
  const [recommendations, setRecommendations] = useState<Recommendations>({ status: 'idle' });
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const close = () => client.cart.getState().closePrecartDrawer();

  useFocusTrap(panel, open, close, heading);

  useBodyScrollLock(open);

  // Recommendations for the cart as this add left it; a later add opens the drawer afresh.
  useEffect(() => {
    if (!open || !recommend) return;
    const controller = new AbortController();
    setRecommendations({ status: 'loading' });
    loadPrecartPlacements(client, client.cart.getState().cart, { signal: controller.signal }).then(
      (placements) => {
        if (!controller.signal.aborted) setRecommendations({ status: 'loaded', draws: placements.flatMap((p) => p.draws) });
      },
      // A request this client got wrong (4xx) still leaves the drawer useful: no recommendations.
      () => {
        if (!controller.signal.aborted) setRecommendations({ status: 'loaded', draws: [] });
      },
    );
    return () => controller.abort();
  }, [client, open, recommend]);

  if (!open) return null;

  const items = cart?.cartItems ?? [];
  const added = addedIds?.length ? items.filter((item) => addedIds.includes(item.id)) : [];
  const count = items.length;
  const draws = recommend && recommendations.status === 'loaded' ? recommendations.draws : [];

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes it from the keyboard (useFocusTrap); a click on the backdrop is the pointer's way out.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it from the keyboard (useFocusTrap); a click on the backdrop is the pointer's way out.
    <div className="drawkit drawkit-precart-backdrop" data-testid="precart-backdrop" onClick={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={headingId}
        tabIndex={-1}
        className={cx('drawkit-precart', 'drawkit-stack', className)}
      >
        <div className="drawkit-precart-header">
          <h2 id={headingId} ref={heading} tabIndex={-1}>
            Added to your cart
          </h2>
          <button type="button" className="drawkit-precart-close" aria-label="Close" onClick={close}>
            ×
          </button>
        </div>
        {added.length > 0 ? (
          <ul className="drawkit-precart-added" aria-label="Just added">
            {added.map((item) => (
              <li key={item.id}>
                <span>{item.description}</span>
                <Money value={item.totalPrice} />
              </li>
            ))}
          </ul>
        ) : null}
        {cart ? (
          <p className="drawkit-cart-total">
            <span>
              Cart total ({count} {count === 1 ? 'item' : 'items'})
            </span>
            <Money value={cart.cartTotal} />
          </p>
        ) : null}
        <div className="drawkit-row">
          <Button
            variant="primary"
            onClick={() => {
              close();
              onGoToCart();
            }}
          >
            Go to cart
          </Button>
          <Button onClick={close}>Keep shopping</Button>
        </div>
        {recommend && recommendations.status === 'loading' ? (
          <p className="drawkit-muted" role="status">
            Finding more draws…
          </p>
        ) : null}
        {draws.length > 0 ? (
          <section className="drawkit-stack" aria-labelledby={`${headingId}-more`}>
            <h3 id={`${headingId}-more`}>Coming up next</h3>
            <ul className="drawkit-precart-draws">
              {draws.map((recommended) => (
                <li key={`${recommended.productOfferKey}-${recommended.draw.drawNo}`} className="drawkit-precart-draw">
                  <div>
                    <span className="drawkit-cart-item-title">{recommended.name}</span>
                    <p className="drawkit-muted">
                      {whenLabel(recommended.draw)}, {formatJackpot(recommended.draw)}
                    </p>
                  </div>
                  {onChooseDraw ? (
                    <Button
                      variant="link"
                      aria-label={`Play ${recommended.name}, draw ${recommended.draw.drawNo}`}
                      onClick={() => {
                        close();
                        onChooseDraw(recommended);
                      }}
                    >
                      Play
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </div>
  );
}
