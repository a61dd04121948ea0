// The async boundary lets the federation runtime negotiate shared modules before any of them is used.
// It starts after the browser has painted the page the server sent (a prerendered page is readable,
// and its largest text on screen, before any start-up work runs); a tab in the background, which
// paints nothing, starts after a short wait instead.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./bootstrap');
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
