/** A heading element's tag. */
export type HeadingTag = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * The tag of a heading at `level` (kept to 1–6): widgets take their heading level from the page
 * they sit in, and their parts' headings are one below it, so that no level is skipped (WCAG
 * 1.3.1; Lighthouse's heading order).
 */
export function headingTag(level: number): HeadingTag {
  return `h${Math.min(6, Math.max(1, Math.round(level)))}` as HeadingTag;
}
