/**
 * The elements of the page a keyboard user can reach with Tab, for the theme wrappers that
 * move focus (the mobile menu, the announcement bar's close button). Browser code: it reads
 * the DOM, so the browser tests cover it (tests/e2e/keyboard.spec.ts).
 */
const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function reachable(element: HTMLElement): boolean {
  if (element.closest('[inert]')) return false;
  return element.checkVisibility
    ? element.checkVisibility({visibilityProperty: true})
    : element.getClientRects().length > 0;
}

/** The elements under `root` that Tab reaches, in document order. */
export function focusableIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(reachable);
}

/** The first element after `element` in document order that Tab reaches. */
export function nextFocusable(element: Element): HTMLElement | undefined {
  return focusableIn(document).find(
    (candidate) =>
      !element.contains(candidate) &&
      Boolean(element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
}
