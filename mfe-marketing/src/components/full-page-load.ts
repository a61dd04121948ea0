/** A real browser navigation (not a router push), for pages the spec asks to open with a full page load. */
export function fullPageLoad(path: string): void {
  window.location.assign(path);
}
