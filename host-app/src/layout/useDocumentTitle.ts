import { useEffect } from 'react';

export const SITE_NAME = 'Drawkit';

/** Sets the page title as "Page | Drawkit" (or the site name alone) while the page is shown. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  }, [title]);
}
