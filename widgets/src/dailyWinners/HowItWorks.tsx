import type { ReactNode } from 'react';
import type { ProgramContent } from '@drawkit/sdk';
import type { HeadingTag } from '../ui/headingTag';

/** Props of {@link HowItWorks}. */
export interface HowItWorksProps {
  content: ProgramContent;
  /** `howItWorksYoutubeId` of the programme config. */
  youtubeId: string;
  /** Its heading (default h3: a section of a programme page titled by an h2). */
  heading?: HeadingTag;
}

/**
 * The explanation card and the how-it-works video. The video is a link, not an embedded player
 * or YouTube's still image: nothing from YouTube loads (no request, no cookie) until the shopper
 * chooses to watch, on youtube-nocookie in a new tab.
 */
export function HowItWorks({ content, youtubeId, heading: Heading = 'h3' }: HowItWorksProps): ReactNode {
  const id = encodeURIComponent(youtubeId);
  return (
    <section className="drawkit-stack" aria-labelledby="drawkit-dw-how">
      <Heading id="drawkit-dw-how">{content.title}</Heading>
      {content.body.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {youtubeId ? (
        <a className="drawkit-dw-video" href={`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`} target="_blank" rel="noopener noreferrer">
          <span className="drawkit-dw-play" aria-hidden="true">
            ▶
          </span>
          <span>Watch how it works (video, opens in a new tab)</span>
        </a>
      ) : null}
    </section>
  );
}
