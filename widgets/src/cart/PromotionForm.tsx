import { useState, type FormEvent, type ReactNode } from 'react';
import type { CartPromotionItem } from '@drawkit/sdk';
import { useDrawkit } from '../context/DrawkitProvider';
import { useStore } from '../context/useStore';
import { promotionStyles } from '../styles/promotion';
import { useAdoptedStyles } from '../styles/useAdoptedStyles';
import { Button } from '../ui/Button';
import { Field } from '../ui/Field';
import { Money } from '../ui/Money';

/** Props of {@link PromotionForm}. */
export interface PromotionFormProps {
  /** The cart's applied promotion, if any. */
  promotion: CartPromotionItem | undefined;
  /** Another cart change is in flight. */
  disabled?: boolean;
}

/**
 * The promotion code input of the cart (shop-core §7 'Promotion'): apply a code, see its
 * discount as a negative line, remove it. A refused code shows the server's
 * `promotion_not_added` message under the input.
 */
export function PromotionForm({ promotion, disabled = false }: PromotionFormProps): ReactNode {
  const stylesRef = useAdoptedStyles(promotionStyles);
  const client = useDrawkit();
  const status = useStore(client.cart, (s) => s.promotionStatus);
  const errors = useStore(client.cart, (s) => s.promotionErrors);
  const [code, setCode] = useState('');
  const pending = status === 'pending';

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    const result = await client.cart.getState().applyPromotion(code);
    if (result.ok) setCode('');
  };

  if (promotion) {
    return (
      <div ref={stylesRef} className="drawkit-cart-promotion" aria-busy={pending}>
        <span>
          <span className="drawkit-cart-item-title">{promotion.description}</span>{' '}
          <span className="drawkit-muted">({promotion.promotionCode})</span>
        </span>
        <span className="drawkit-cart-item-side">
          <Money value={promotion.totalPrice} />
          <Button
            variant="link"
            pending={pending}
            disabled={disabled}
            aria-label={`Remove promotion ${promotion.promotionCode}`}
            onClick={() => void client.cart.getState().removePromotion()}
          >
            {pending ? 'Removing…' : 'Remove'}
          </Button>
        </span>
        {errors[0] ? (
          <p role="alert" className="drawkit-field-error">
            {errors[0].message}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form ref={stylesRef} className="drawkit-cart-promotion-form" onSubmit={(e) => void apply(e)} noValidate>
      <Field
        label="Promotion code"
        name="promotion_code"
        autoComplete="off"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
        error={errors[0]?.message}
      />
      <Button type="submit" pending={pending} disabled={disabled}>
        {pending ? 'Applying…' : 'Apply'}
      </Button>
    </form>
  );
}

export default PromotionForm;
