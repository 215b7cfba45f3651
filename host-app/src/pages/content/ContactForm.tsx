import { sendContactMessage } from '@drawkit/sdk';
import type { ApiMessage } from '@drawkit/sdk';
import { Messages, useDrawkit, useStore } from '@drawkit/widgets';
import { type FormEvent, useState } from 'react';

/** The contact-us form: `POST /items/contact_messages`; the server's messages show per field. */
export function ContactForm() {
  const client = useDrawkit();
  const customer = useStore(client.session, (state) => state.customer);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [errors, setErrors] = useState<ApiMessage[]>([]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSending(true);
    const result = await sendContactMessage(client, {
      name: String(form.get('name') ?? ''),
      email: String(form.get('email') ?? ''),
      message: String(form.get('message') ?? ''),
    });
    setSending(false);
    if (result.ok) setSent(true);
    else setErrors(result.messages);
  }

  if (sent) return <p role="status">Thanks, your message has been sent. We will reply by email within one business day.</p>;
  const fieldError = (field: string) => errors.find((m) => m.field === field)?.message;
  return (
    <form className="contact-form" onSubmit={(event) => void submit(event)} noValidate aria-label="Contact us">
      <label>
        Your name
        <input name="name" autoComplete="name" defaultValue={customer ? `${customer.firstname} ${customer.lastname}` : ''} aria-invalid={fieldError('name') ? true : undefined} />
        {fieldError('name') && <span className="field-error">{fieldError('name')}</span>}
      </label>
      <label>
        Email
        <input name="email" type="email" autoComplete="email" defaultValue={customer?.email ?? ''} aria-invalid={fieldError('email') ? true : undefined} />
        {fieldError('email') && <span className="field-error">{fieldError('email')}</span>}
      </label>
      <label>
        Message
        <textarea name="message" rows={6} aria-invalid={fieldError('message') ? true : undefined} />
        {fieldError('message') && <span className="field-error">{fieldError('message')}</span>}
      </label>
      <Messages messages={errors.filter((m) => !m.field)} />
      <button type="submit" className="button button--primary" disabled={sending}>
        Send message
      </button>
    </form>
  );
}
