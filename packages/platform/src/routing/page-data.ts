import { PAGE_ELEMENT_IDS, type PageData } from '@freight/domain';

/**
 * What the server wrote into the page about `route` when it sent it (see PageData), or undefined:
 * when it wrote nothing, wrote it for another route (the visitor has navigated since), or it is not
 * readable. Read once per load; the page then keeps it in its own state.
 */
export function serverPageData<T>(route: string): T | undefined {
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
