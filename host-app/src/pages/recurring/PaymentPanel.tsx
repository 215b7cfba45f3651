import { Button, Notice, SelectField, useDrawkit, useStore } from '@drawkit/widgets';
import { recurringStoreOf } from '@drawkit/sdk';
import { useEffect, useMemo } from 'react';

/**
 * What pays recurring purchases when the wallet is short (GET/POST
 * /customer/recurring-purchase-method), and the payment resolution (GET /payment_resolutions):
 * the recurring purchases whose last payment failed, with "Try again now"
 * (POST /process_recurring_purchases/sync).
 */
export function PaymentPanel() {
  const client = useDrawkit();
  const store = useMemo(() => recurringStoreOf(client), [client]);
  const method = useStore(store, (s) => s.method);
  const resolution = useStore(store, (s) => s.resolution);
  const saving = useStore(store, (s) => s.saving);

  useEffect(() => {
    void store.getState().loadMethod();
    void store.getState().loadResolution();
  }, [store]);

  const failing = resolution ? [...resolution.recurringPurchases.autoplays, ...resolution.recurringPurchases.subscriptions] : [];
  return (
    <div className="drawkit auth-panel drawkit-stack" aria-label="Paying for recurring purchases" role="group">
      {failing.length > 0 ? (
        <Notice level="warning" title="Action Required">
          <ul>
            {failing.map((item) => (
              <li key={item.autoplayId}>
                {item.offerName}: {item.lastAttemptMessage ?? 'The last purchase could not be paid.'}
              </li>
            ))}
          </ul>
          <Button pending={saving} onClick={() => void store.getState().retryPayments()}>
            Try again now
          </Button>
        </Notice>
      ) : null}
      {method ? (
        <SelectField
          label="When your wallet is short, pay recurring purchases with"
          name="recurringPurchaseMethod"
          value={method.method === 'cc' && method.fund.id ? method.fund.id : 'wallet'}
          disabled={saving}
          options={[
            { value: 'wallet', label: 'Nothing else: my wallet only' },
            ...method.cards.map((card) => ({ value: card.id, label: `${card.brand} ending ${card.last4}${card.isDefault ? ' (default)' : ''}` })),
          ]}
          onChange={(e) => void store.getState().setMethod(e.target.value)}
        />
      ) : null}
    </div>
  );
}
