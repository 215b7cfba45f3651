import type { ReactNode } from 'react';
import type { FaqItem } from '@drawkit/sdk';
import type { HeadingTag } from '../ui/headingTag';

/** The programme's frequently asked questions as an accordion (native details: keyboard and screen-reader friendly). */
export function Faq({ items, heading: Heading = 'h3' }: { items: readonly FaqItem[]; heading?: HeadingTag }): ReactNode {
  if (items.length === 0) return null;
  return (
    <section className="drawkit-dw-faq" aria-labelledby="drawkit-dw-faq">
      <Heading id="drawkit-dw-faq">Frequently asked questions</Heading>
      {items.map((item) => (
        <details key={item.question}>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}
