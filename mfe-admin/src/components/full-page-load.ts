/** A full page load: the browser fetches the page anew, outside the router. */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
