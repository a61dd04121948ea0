/** A full page load (SPEC.md's "full navigation"): the browser fetches the page anew, outside the router. */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
