import type { ContentBlock } from '@drawkit/sdk';
import { Link } from 'react-router';

/** A page or post body: each block its own element, so CMS text never becomes markup. */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  return (
    <div className="content-body">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a body's blocks come in the CMS's order and never move.
        <ContentBlockView key={index} block={block} />
      ))}
    </div>
  );
}

function ContentBlockView({ block }: { block: ContentBlock }) {
  switch (block.type) {
    case 'heading':
      return <h2>{block.text}</h2>;
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'link':
      return (
        <p>
          {block.href.startsWith('/') ? <Link to={block.href}>{block.text}</Link> : <a href={block.href} rel="noopener noreferrer">{block.text}</a>}
        </p>
      );
    case 'faq':
      return (
        // The accordion of shop-core §4: <details> opens with a click, Enter or Space.
        <details className="faq">
          <summary>{block.question}</summary>
          <p>{block.answer}</p>
        </details>
      );
    default:
      return null;
  }
}
