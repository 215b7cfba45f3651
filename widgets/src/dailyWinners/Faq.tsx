import type { ReactNode } from 'react';
import type { FaqItem } from '@drawkit/sdk';

/** The programme's frequently asked questions as an accordion (native details: keyboard and screen-reader friendly). */
export function Faq({ items }: { items: readonly FaqItem[] }): ReactNode {
  if (items.length === 0) return null;
  return (
    <section className="drawkit-dw-faq" aria-labelledby="drawkit-dw-faq">
      <h3 id="drawkit-dw-faq">Frequently asked questions</h3>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
