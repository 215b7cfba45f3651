import type { ReactNode } from 'react';
import type { PaymentMethod } from '@drawkit/sdk';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';

/** Props of {@link StoredCards}. */
export interface StoredCardsProps {
  cards: PaymentMethod[];
  /** The chosen card's id, or null when paying another way. */
  chosen: string | null;
  onChoose: (id: string) => void;
  securityCode: string;
  onSecurityCode: (code: string) => void;
  securityCodeError?: string | undefined;
  onMakeDefault: (id: string) => void;
  onDelete: (id: string) => void;
  busy: boolean;
}

const ROW = { display: 'flex', gap: '8px', alignItems: 'center', flexWrap: 'wrap' } as const;

function expiry(card: NonNullable<PaymentMethod['card']>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear).slice(-2)}`;
}

/** The shopper's stored cards as payment choices, with the security code when the card's gateway asks for it. */
export function StoredCards({ cards, chosen, onChoose, securityCode, onSecurityCode, securityCodeError, onMakeDefault, onDelete, busy }: StoredCardsProps): ReactNode {
  return (
    <>
      {cards.map((method) =>
        method.card ? (
          <div key={method.id} className="drawkit-radio-card">
            <label className="drawkit-stored-card" style={ROW}>
              <input type="radio" name="method" checked={chosen === method.id} onChange={() => onChoose(method.id)} />
              {method.card.brand} ending {method.card.last4} (expires {expiry(method.card)}){method.default ? ' · Default' : ''}
            </label>
            {chosen === method.id ? (
              <div className="drawkit-stack">
                {method.requiresSecurityCode ? (
                  <Field
                    label="Security code"
                    name="storedCardSecurityCode"
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    maxLength={4}
                    value={securityCode}
                    error={securityCodeError}
                    onChange={(e) => onSecurityCode(e.target.value)}
                  />
                ) : null}
                <div className="drawkit-stored-card" style={ROW}>
                  {method.default ? null : (
                    <Button type="button" disabled={busy} onClick={() => onMakeDefault(method.id)}>
                      Make default
                    </Button>
                  )}
                  <Button type="button" disabled={busy} onClick={() => onDelete(method.id)}>
                    Remove card
                  </Button>
                </div>
              </div>
            ) : null}
          </div>
        ) : null,
      )}
    </>
  );
}
