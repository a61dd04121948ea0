import { useLayoutEffect } from 'react';

/**
 * The handover from a prerendered page. For pages a remote prerenders (landing page, tools), the server
 * sends its HTML in #prerendered, in front of a hidden #root (api/src/static/prerendered-pages.ts).
 * The app renders into #root as usual; once the live page (or the panel saying it is unavailable) has
 * rendered, it takes the place of the copy in the same frame: the copy and its CSS go, #root shows,
 * and the scroll position and keyboard focus carry over. Nothing moves: both are the same markup.
 */
export function handOverPrerenderedPage(doc: Document = document): void {
  const copy = doc.getElementById('prerendered');
  const root = doc.getElementById('root');
  if (!copy || !root) return;
  const view = doc.defaultView;
  const scroll = view ? { x: view.scrollX, y: view.scrollY } : null;
  const focusPath = pathWithin(copy.firstElementChild ?? copy, doc.activeElement);

  copy.remove();
  doc.getElementById('prerendered-style')?.remove();
  root.hidden = false;

  if (scroll && (scroll.x || scroll.y)) view?.scrollTo(scroll.x, scroll.y);
  if (focusPath) {
    const target = followPath(root, focusPath);
    if (target instanceof HTMLElement) target.focus({ preventScroll: true });
  }
}

/** Runs the handover when the component that uses it has rendered (before the browser paints). */
export function useHandOverPrerenderedPage(): void {
  useLayoutEffect(() => handOverPrerenderedPage(), []);
}

/** Child indexes from `ancestor` down to `node`, or null when `node` is not inside it. */
function pathWithin(ancestor: Element, node: Element | null): number[] | null {
  const path: number[] = [];
  let current = node;
  while (current && current !== ancestor) {
    const parent: Element | null = current.parentElement;
    if (!parent) return null;
    path.unshift(Array.prototype.indexOf.call(parent.children, current));
    current = parent;
  }
  return current === ancestor && path.length > 0 ? path : null;
}

function followPath(ancestor: Element, path: number[]): Element | null {
  let current: Element | null = ancestor;
  for (const index of path) current = current?.children[index] ?? null;
  return current;
}
