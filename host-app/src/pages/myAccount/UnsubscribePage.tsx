import { Button, CheckboxField, Notice, useDrawkit } from '@drawkit/widgets';
import { UNSUBSCRIBE_REASONS, UNSUBSCRIBED, unsubscribeFromMarketing } from '@drawkit/sdk';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';

/**
 * `/unsubscribe/{customerId}/{productOfferKey?}` (not protected): the marketing-unsubscribe
 * form, `{preferences:{email:false}, unsubscribeReasons}`, under the offer's segment when the
 * email was about one. The id is the emailed link's signed id (or the signed-in customer's own).
 */
export function UnsubscribePage() {
  const client = useDrawkit();
  const { customerId = '', productOfferKey } = useParams();
  const [reasons, setReasons] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Unsubscribe');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await unsubscribeFromMarketing(client, customerId, reasons, productOfferKey);
    setSaving(false);
    if (result.ok) setDone(true);
    else setError(result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <section className="page page--narrow" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">Unsubscribe from marketing emails</h1>
      <div className="drawkit auth-panel drawkit-stack">
        {done ? (
          <>
            <Notice level="success">{UNSUBSCRIBED}</Notice>
            <p>
              <Link to={`/communication-preferences/${customerId}`}>Manage all your communication preferences</Link>
            </p>
          </>
        ) : (
          <form className="drawkit-stack" onSubmit={submit} aria-label="Unsubscribe">
            {error ? <Notice level="error">{error}</Notice> : null}
            <fieldset className="drawkit-stack">
              <legend>Why are you unsubscribing? (optional)</legend>
              {UNSUBSCRIBE_REASONS.map((reason) => (
                <CheckboxField
                  key={reason}
                  label={reason}
                  checked={reasons.includes(reason)}
                  onChange={(e) => setReasons((list) => (e.target.checked ? [...list, reason] : list.filter((r) => r !== reason)))}
                />
              ))}
            </fieldset>
            <Button type="submit" variant="primary" pending={saving}>
              Unsubscribe
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
