import { createContext, useContext, useState } from 'react';
import { PAGE_ELEMENT_IDS, type PageData } from '@freight/domain';

/**
 * What the server wrote into the page about `route` when it sent it (see PageData), or undefined:
 * when it wrote nothing, wrote it for another route (the visitor has navigated since), or it is not
 * readable. Read once per load; the page then keeps it in its own state.
 */
function serverPageData<T>(route: string): T | undefined {
  if (typeof document === 'undefined') return undefined;
  const text = document.getElementById(PAGE_ELEMENT_IDS.pageData)?.textContent;
  if (!text) return undefined;
  try {
    const written = JSON.parse(text) as PageData<T>;
    return written.route === route ? written.data : undefined;
  } catch {
    return undefined;
  }
}

/** The page data a server render is given (renderPage): the same the browser then reads from the page. */
export const PageDataContext = createContext<PageData<unknown> | undefined>(undefined);

/**
 * The page data of `route`, the same in a server render (from renderPage) and in the browser that
 * hydrates it (from the page), so both render the same markup. Read once; undefined when there is none.
 */
export function usePageData<T>(route: string): T | undefined {
  const given = useContext(PageDataContext);
  const [data] = useState(() => (given ? (given.route === route ? (given.data as T) : undefined) : serverPageData<T>(route)));
  return data;
}
