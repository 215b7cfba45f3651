import { Button, FAVOURITE_NOTIFICATIONS, Field, Notice, NumberBalls, useDrawkit, useStore } from '@drawkit/widgets';
import { useState, type FormEvent } from 'react';
import { useDocumentTitle } from '../../layout/useDocumentTitle';
import { CapabilityGate } from '../account/CapabilityGate';

/** "3, 7 12" → [3, 7, 12]; null when something is not a whole number from 1 to 99 or repeats. */
export function parseNumberList(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  const numbers = parts.map(Number);
  if (numbers.some((n) => !Number.isInteger(n) || n < 1 || n > 99)) return null;
  return new Set(numbers).size === numbers.length ? numbers : null;
}

const NONE: Record<string, number[]> = {};

const NUMBERS_MESSAGE = 'Enter whole numbers from 1 to 99, each once, separated by spaces or commas.';

function FavouriteNumbersForm() {
  const client = useDrawkit();
  const saved = useStore(client.session, (s) => s.customer?.favouriteNumbers) ?? NONE;
  // A field shows the saved set (which may arrive after the page, on a reload) until the customer
  // types in it. Derived, not copied in an effect: an effect still pending from the render before
  // the first keystroke would put the saved set back over it.
  const [typedNumbers, setNumbers] = useState<string | null>(null);
  const [typedPowerball, setPowerball] = useState<string | null>(null);
  const numbers = typedNumbers ?? (saved['Numbers'] ?? []).join(' ');
  const powerball = typedPowerball ?? (saved['Powerball'] ?? []).join(' ');
  const [errors, setErrors] = useState<{ numbers?: string; powerball?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle('Favourite numbers');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const main = parseNumberList(numbers);
    const extra = parseNumberList(powerball);
    const found = {
      ...(main === null || main.length === 0 ? { numbers: main === null ? NUMBERS_MESSAGE : 'This field is required' } : {}),
      ...(extra === null ? { powerball: NUMBERS_MESSAGE } : {}),
    };
    setErrors(found);
    if (!main || main.length === 0 || !extra) return;
    setBusy(true);
    const result = await client.session.getState().saveFavouriteNumbers({ Numbers: main, ...(extra.length > 0 ? { Powerball: extra } : {}) });
    setBusy(false);
    if (!result.ok) {
      setFailure(result.messages[0]?.message ?? 'Something went wrong.');
      return;
    }
    setFailure(null);
    // "Favourite numbers: added; replaced ('You can only have one set of favourite numbers...')" (shop-specialised §8).
    const { title, message, level } = result.replaced ? FAVOURITE_NOTIFICATIONS.replaced : FAVOURITE_NOTIFICATIONS.added;
    client.notifications.getState().notify({ title, message, level, isAutoDismissed: true });
  };

  const hasSaved = Object.values(saved).some((list) => list.length > 0);
  return (
    <section className="page page--narrow account-page" aria-labelledby="favourites-title">
      <h1 id="favourites-title">Favourite numbers</h1>
      <p>Save one set of favourite numbers to fill a game with them when you buy tickets.</p>
      {hasSaved ? (
        <div data-testid="saved-favourites">
          <h2>Your favourite numbers</h2>
          <NumberBalls game={saved} />
        </div>
      ) : (
        <p>{FAVOURITE_NOTIFICATIONS.noneFound.message}</p>
      )}
      {failure ? <Notice level="error">{failure}</Notice> : null}
      <form className="drawkit auth-panel drawkit-stack" aria-label="Favourite numbers" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label="Numbers"
          hint="For example: 3 7 12 19 25 31"
          value={numbers}
          error={errors.numbers}
          onChange={(e) => setNumbers(e.target.value)}
        />
        <Field
          label="Powerball (optional)"
          value={powerball}
          error={errors.powerball}
          onChange={(e) => setPowerball(e.target.value)}
        />
        <Button type="submit" disabled={busy}>
          Save favourite numbers
        </Button>
      </form>
    </section>
  );
}

/** `/my-account/favourite-numbers` (protected; favourite-numbers capability): the customer's one set (`PUT /favourite-numbers`). */
export function FavouriteNumbersPage() {
  return (
    <CapabilityGate needs={['favourite-numbers']}>
      <FavouriteNumbersForm />
    </CapabilityGate>
  );
}
