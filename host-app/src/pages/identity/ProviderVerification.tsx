import { Button, Notice, useDrawkit } from '@drawkit/widgets';
import { finishProviderVerification, startProviderVerification, VERIFICATION_PROVIDERS, type VerificationProviderType } from '@drawkit/sdk';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

const PROVIDER_NAMES: Record<VerificationProviderType, string> = { connect_id: 'ConnectID', greenid_ui: 'greenID' };

const isProvider = (value: string | null): value is VerificationProviderType =>
  value !== null && (VERIFICATION_PROVIDERS as readonly string[]).includes(value);

/** Buttons that send the customer to an outside provider's page (ConnectID, greenID). */
export function ProviderButtons({ available }: { available: readonly VerificationProviderType[] }) {
  const client = useDrawkit();
  const [busy, setBusy] = useState<VerificationProviderType | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (available.length === 0) return null;

  const start = async (method: VerificationProviderType) => {
    setBusy(method);
    setError(null);
    const result = await startProviderVerification(client, method);
    if (result.ok) {
      window.location.assign(result.value.redirectUrl);
      return;
    }
    setBusy(null);
    setError(result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <div className="drawkit-stack">
      <h2>Verify with an identity service</h2>
      {error ? <Notice level="error">{error}</Notice> : null}
      <div className="drawkit-row">
        {available.map((method) => (
          <Button key={method} pending={busy === method} onClick={() => void start(method)}>
            Verify with {PROVIDER_NAMES[method]}
          </Button>
        ))}
      </div>
    </div>
  );
}

/**
 * The provider's return to this page (`?verification={method}&code=…&state=…`): the answer is
 * sent to the shop once, the query removed, and the outcome shown.
 */
export function ProviderReturn() {
  const client = useDrawkit();
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<{ level: 'success' | 'error'; text: string } | null>(null);
  const started = useRef(false);
  const method = params.get('verification');
  const code = params.get('code');
  const state = params.get('state');

  useEffect(() => {
    if (started.current || !isProvider(method) || !code || !state) return;
    started.current = true;
    void finishProviderVerification(client, method, { code, state }).then((result) => {
      setParams({}, { replace: true });
      if (!result.ok) return setOutcome({ level: 'error', text: result.messages[0]?.message ?? 'Something went wrong.' });
      setOutcome(
        result.value.verified
          ? { level: 'success', text: `${PROVIDER_NAMES[method]} confirmed your identity.` }
          : { level: 'error', text: `${PROVIDER_NAMES[method]} could not confirm your identity. Please try again or upload a photo of your ID.` },
      );
    });
  }, [client, method, code, state, setParams]);

  return outcome ? <Notice level={outcome.level}>{outcome.text}</Notice> : null;
}
