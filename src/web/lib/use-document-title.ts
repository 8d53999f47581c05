/** Sets `document.title` to "{title} | CarSetu" while the calling page is shown. */

import { useEffect } from 'react';
import { PRODUCT } from '#shared/brand.ts';

export function pageTitle(title: string): string {
  return `${title} | ${PRODUCT}`;
}

export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
