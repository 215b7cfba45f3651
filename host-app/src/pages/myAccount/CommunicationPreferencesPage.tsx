import { Button, CheckboxField, Notice, Spinner, useDrawkit, useStore } from '@drawkit/widgets';
import {
  loadCommunicationPreferences,
  saveCommunicationPreferences,
  SHOWN_COMMUNICATION_CHANNELS,
  type CommunicationChannel,
  type CommunicationPreferences,
} from '@drawkit/sdk';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { fieldErrors } from './fieldErrors';

export const CHANNEL_LABELS: Record<CommunicationChannel, string> = {
  email: 'Email',
  phone: 'Phone',
  sms: 'SMS',
  directmail: 'Direct mail',
  push: 'Push notifications',
};

/**
 * The preferences form for one customer id (their own, or an emailed link's signed id): the
 * channels the features allow, "push is hidden; the others shown in that order" (shop-core §3),
 * saved as a map of id to enabled.
 */
function PreferencesForm({ id }: { id: string }) {
  const client = useDrawkit();
  const [loaded, setLoaded] = useState<CommunicationPreferences | null>(null);
  const [values, setValues] = useState<Partial<Record<CommunicationChannel, boolean>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);

  useEffect(() => {
    let live = true;
    void loadCommunicationPreferences(client, id).then((result) => {
      if (!live) return;
      if (result.ok) {
        setLoaded(result.value);
        setValues(result.value.preferences);
      } else setError(result.messages[0]?.message ?? 'Something went wrong.');
    });
    return () => {
      live = false;
    };
  }, [client, id]);

  if (error && !loaded) return <Notice level="error">{error}</Notice>;
  if (!loaded) return <Spinner label="Loading your preferences" />;
  const channels = loaded.features.methodsEnabled ? SHOWN_COMMUNICATION_CHANNELS.filter((c) => loaded.features.methods[c]) : [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setSaved(false);
    const result = await saveCommunicationPreferences(client, id, Object.fromEntries(channels.map((c) => [c, values[c] === true])));
    setSaving(false);
    if (result.ok) {
      setValues(result.value.preferences);
      setError(null);
      setSaved(true);
    } else setError(fieldErrors(result.messages).general ?? result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <form className="drawkit-stack" onSubmit={submit} aria-label="Communication preferences">
      {error ? <Notice level="error">{error}</Notice> : null}
      {saved ? <Notice level="success">Your communication preferences have been saved.</Notice> : null}
      <fieldset className="drawkit-stack">
        <legend>How may we contact you about offers and news?</legend>
        {channels.map((channel) => (
          <CheckboxField
            key={channel}
            label={CHANNEL_LABELS[channel]}
            name={channel}
            checked={values[channel] === true}
            onChange={(e) => setValues((v) => ({ ...v, [channel]: e.target.checked }))}
          />
        ))}
      </fieldset>
      <Button type="submit" variant="primary" pending={saving}>
        Save preferences
      </Button>
    </form>
  );
}

function PreferencesPage({ id, signedIn }: { id: string | null; signedIn: boolean }) {
  useDocumentTitle('Communication preferences');
  return (
    <section className="page page--narrow" aria-labelledby="preferences-title">
      {signedIn ? (
        <p>
          <Link to="/my-account">My account</Link>
        </p>
      ) : null}
      <h1 id="preferences-title">Communication preferences</h1>
      <div className="drawkit auth-panel drawkit-stack">{id ? <PreferencesForm id={id} /> : <Spinner label="Loading your preferences" />}</div>
    </section>
  );
}

/** `/communication-preferences` (protected): the signed-in customer's own. */
export function CommunicationPreferencesPage() {
  const client = useDrawkit();
  const customerId = useStore(client.session, (s) => s.customerId);
  return <PreferencesPage id={customerId} signedIn />;
}

/** `/communication-preferences/{id}` (not protected): the emailed link's signed id authorises it. */
export function LinkedCommunicationPreferencesPage() {
  const client = useDrawkit();
  const { id = '' } = useParams();
  const signedIn = useStore(client.session, (s) => s.isAuthenticated);
  return <PreferencesPage id={id} signedIn={signedIn} />;
}
