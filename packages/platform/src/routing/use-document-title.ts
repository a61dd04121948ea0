import { useEffect } from 'react';
import { COMPANY } from '@freight/domain';

/** Sets the tab title to "<page> | <company>", or the company name alone for the home page. */
export function useDocumentTitle(pageTitle?: string) {
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} | ${COMPANY.name}` : COMPANY.name;
  }, [pageTitle]);
}
