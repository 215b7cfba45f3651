import { Button, Field, Notice, SelectField, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { formatMoney, LIMIT_COOLING_OFF_DAYS, limitsStoreOf, validateAmount, type LimitPeriod, type SpendLimit } from '@drawkit/sdk';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from './CapabilityGate';
import { aestDate, fieldMessage, generalMessage, PERIOD_LABELS } from './limitForm';

function LimitRow({ limit, onRemove, busy }: { limit: SpendLimit; onRemove: () => void; busy: boolean }) {
  const left = Math.max(0, limit.amount.amount - limit.amountSpent.amount);
  return (
    <li className="drawkit-stack" data-testid={`spend-limit-${limit.period}`}>
      <strong>
        {PERIOD_LABELS[limit.period]}: {formatMoney(limit.amount)}
      </strong>
      <span>
        Spent {formatMoney(limit.amountSpent)}, {formatMoney({ ...limit.amount, amount: left })} left.
      </span>
      {limit.pending ? (
        <Notice level="info">
          {limit.pending.amount
            ? `Changing to ${formatMoney(limit.pending.amount)} on ${aestDate(limit.pending.effectiveAt)}.`
            : `Being removed on ${aestDate(limit.pending.effectiveAt)}.`}
        </Notice>
      ) : (
        <div>
          <Button variant="link" disabled={busy} onClick={onRemove}>
            Remove the {limit.period} limit
          </Button>
        </div>
      )}
    </li>
  );
}

/**
 * `/my-account/spend-limits` (protected; spend-limits capability): the customer's limits per
 * period with what is spent and left, the shop's own limits, and a form to set or change one.
 * Lowering applies at once; raising or removing waits out the cooling-off period.
 */
function SpendLimits() {
  const client = useDrawkit();
  const limits = useMemo(() => limitsStoreOf(client), [client]);
  const state = useStore(limits, (s) => s);
  const [period, setPeriod] = useState<LimitPeriod>('week');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();
  useDocumentTitle('Spend limits');

  useEffect(() => {
    void limits.getState().load();
  }, [limits]);

  const data = state.spendLimits;
  const shopLimit = data?.systemLimits.find((l) => l.period === period);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAmount(amount, { max: shopLimit?.amount });
    setAmountError(invalid);
    if (invalid) return;
    const result = await limits.getState().saveSpendLimit(period, amount.trim());
    if (result.ok) setAmount('');
    else setAmountError(fieldMessage(result.messages, 'amount'));
  };

  return (
    <section className="page page--narrow" aria-labelledby="spend-limits-title">
      <h1 id="spend-limits-title">Spend limits</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <p>
          Set how much you can spend on tickets a day, a week or a month. A lower limit applies straight away; a higher limit, or removing
          one, applies after {LIMIT_COOLING_OFF_DAYS} days.
        </p>
        {state.status === 'loading' && !data ? <Spinner label="Loading your limits" /> : null}
        {state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
        {data ? (
          data.customerLimits.length > 0 ? (
            <ul className="account-list" aria-label="Your spend limits">
              {data.customerLimits.map((limit) => (
                <LimitRow key={limit.id} limit={limit} busy={state.saving} onRemove={() => void limits.getState().removeSpendLimit(limit)} />
              ))}
            </ul>
          ) : (
            <p>You have no spend limits.</p>
          )
        ) : null}
        <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Set a spend limit">
          <h2>Set a spend limit</h2>
          <SelectField
            label="Period"
            name="period"
            value={period}
            options={(data?.availablePeriods ?? ['day', 'week', 'month']).map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
            onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          />
          <Field
            label="Limit ($)"
            name="amount"
            inputMode="decimal"
            value={amount}
            error={amountError}
            hint={shopLimit ? `Up to ${formatMoney(shopLimit.amount)}.` : undefined}
            onChange={(e) => setAmount(e.target.value)}
          />
          {generalMessage(state.errors, ['amount']) && state.status !== 'failed' ? (
            <Notice level="error">{generalMessage(state.errors, ['amount'])}</Notice>
          ) : null}
          <Button type="submit" variant="primary" pending={state.saving}>
            Save limit
          </Button>
        </form>
        {data && data.systemLimits.length > 0 ? (
          <>
            <h2>The shop&apos;s limits</h2>
            <p>Every customer can spend at most:</p>
            <ul aria-label="The shop's limits">
              {data.systemLimits.map((l) => (
                <li key={l.period}>
                  {PERIOD_LABELS[l.period]}: {formatMoney(l.amount)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}

export function SpendLimitsPage() {
  return (
    <CapabilityGate needs={['spend-limits']}>
      <SpendLimits />
    </CapabilityGate>
  );
}
