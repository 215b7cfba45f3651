import { Button, Field, Notice, SelectField, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import { formatMoney, LIMIT_COOLING_OFF_DAYS, limitsStoreOf, validateAmount, type LimitPeriod } from '@drawkit/sdk';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from './CapabilityGate';
import { aestDate, fieldMessage, generalMessage, PERIOD_LABELS } from './limitForm';

/**
 * `/my-account/precommitment-limit` (protected; deposit_limits capability): the precommitment
 * limit is what the customer commits to deposit at most over a period (weekly by default,
 * "over any 7-day period"). Deposits over what is left are refused, and a cart that would need
 * one shows the deposit_limit block reason.
 */
function Precommitment() {
  const client = useDrawkit();
  const limits = useMemo(() => limitsStoreOf(client), [client]);
  const state = useStore(limits, (s) => s);
  const [period, setPeriod] = useState<LimitPeriod>('week');
  const [limit, setLimit] = useState('');
  const [limitError, setLimitError] = useState<string | undefined>();
  useDocumentTitle('Deposit limit');

  useEffect(() => {
    void limits.getState().load();
  }, [limits]);

  const current = state.precommitment?.precommitment ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateAmount(limit);
    setLimitError(invalid);
    if (invalid) return;
    const result = await limits.getState().savePrecommitment(limit.trim(), period);
    if (result.ok) setLimit('');
    else setLimitError(fieldMessage(result.messages, 'limit'));
  };

  return (
    <section className="page page--narrow" aria-labelledby="precommitment-title">
      <h1 id="precommitment-title">Deposit limit</h1>
      <div className="drawkit auth-panel drawkit-stack">
        <p>
          Decide in advance how much you can deposit into your wallet. A lower limit applies straight away; a higher limit, or removing it,
          applies after {LIMIT_COOLING_OFF_DAYS} days.
        </p>
        {state.status === 'loading' && !state.precommitment ? <Spinner label="Loading your limit" /> : null}
        {state.status === 'failed' ? <Notice level="error">{state.errors[0]?.message ?? 'Something went wrong.'}</Notice> : null}
        {current ? (
          <div className="drawkit-stack" data-testid="precommitment-current">
            <p>
              <strong>
                {PERIOD_LABELS[current.period]} deposit limit: {formatMoney(current.limit)}
              </strong>
              <br />
              Deposited {formatMoney(current.amountDeposited)},{' '}
              {formatMoney({ ...current.limit, amount: Math.max(0, current.limit.amount - current.amountDeposited.amount) })} left.
            </p>
            {current.pending ? (
              <Notice level="info">
                {current.pending.amount
                  ? `Changing to ${formatMoney(current.pending.amount)} a ${current.pending.period} on ${aestDate(current.pending.effectiveAt)}.`
                  : `Being removed on ${aestDate(current.pending.effectiveAt)}.`}
              </Notice>
            ) : (
              <div>
                <Button variant="link" disabled={state.saving} onClick={() => void limits.getState().removePrecommitment()}>
                  Remove my deposit limit
                </Button>
              </div>
            )}
          </div>
        ) : state.precommitment ? (
          <p>You have no deposit limit.</p>
        ) : null}
        <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Set a deposit limit">
          <h2>{current ? 'Change your deposit limit' : 'Set a deposit limit'}</h2>
          <SelectField
            label="Period"
            name="period"
            value={period}
            options={(state.precommitment?.availablePeriods ?? ['day', 'week', 'month']).map((p) => ({ value: p, label: PERIOD_LABELS[p] }))}
            onChange={(e) => setPeriod(e.target.value as LimitPeriod)}
          />
          <Field label="Limit ($)" name="limit" inputMode="decimal" value={limit} error={limitError} onChange={(e) => setLimit(e.target.value)} />
          {generalMessage(state.errors, ['limit']) && state.status !== 'failed' ? <Notice level="error">{generalMessage(state.errors, ['limit'])}</Notice> : null}
          <Button type="submit" variant="primary" pending={state.saving}>
            Save limit
          </Button>
        </form>
      </div>
    </section>
  );
}

export function PrecommitmentLimitPage() {
  return (
    <CapabilityGate needs={['deposit_limits']}>
      <Precommitment />
    </CapabilityGate>
  );
}
