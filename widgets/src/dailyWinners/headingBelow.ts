/** A heading tag of the programme's pages. */
export type ProgrammeHeading = 'h2' | 'h3' | 'h4';

/**
 * The heading `steps` levels below a programme page's title: its sections one below, their parts
 * two below. The title is an h1 on a page of its own and an h2 inside another, and a heading may
 * not skip a level after it (WCAG 1.3.1; Lighthouse's heading order).
 */
export function headingBelow(titleLevel: 1 | 2, steps: 1 | 2): ProgrammeHeading {
  return titleLevel + steps === 2 ? 'h2' : titleLevel + steps === 3 ? 'h3' : 'h4';
}
