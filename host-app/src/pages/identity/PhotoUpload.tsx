import { Button, useDrawkit } from '@drawkit/widgets';
import { uploadVerificationPhotos, validatePhotoFiles } from '@drawkit/sdk';
import { useId, useRef, useState, type FormEvent } from 'react';

/**
 * Photo ID upload on the verify page: the front and back of an ID (JPEG, PNG or PDF, 5 MB each),
 * checked here with the shop's wording before sending, and by their bytes at the shop. On
 * success the overview reloads: the photo method shows "Being checked" until a reviewer decides.
 */
export function PhotoUpload() {
  const client = useDrawkit();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const files = [...(input.current?.files ?? [])];
    const invalid = validatePhotoFiles(files);
    if (invalid.length > 0) return setError(invalid[0]!.message);
    setError(null);
    setBusy(true);
    const result = await uploadVerificationPhotos(client, files);
    setBusy(false);
    // On success the overview reloads with the photos pending: the verify page says so and drops this form.
    if (result.ok) return;
    setError(result.messages[0]?.message ?? 'Something went wrong.');
  };

  return (
    <form className="drawkit-stack" onSubmit={submit} noValidate aria-label="Upload a photo of your ID">
      <h2>Upload a photo of your ID</h2>
      <p>A photo or scan of your driver&apos;s licence or passport: the front, and the back if it has one. JPEG, PNG or PDF, up to 5 MB each.</p>
      <div className="drawkit-field">
        <label htmlFor={inputId}>Photos of your ID</label>
        <input
          id={inputId}
          ref={input}
          type="file"
          name="files"
          multiple
          accept="image/jpeg,image/png,application/pdf"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => setError(null)}
        />
        {error ? (
          <span id={errorId} className="drawkit-field-error" role="alert">
            {error}
          </span>
        ) : null}
      </div>
      <Button type="submit" variant="primary" pending={busy}>
        Upload photos
      </Button>
    </form>
  );
}
