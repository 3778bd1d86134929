/**
 * Puts the reader's values into the code on the page: each placeholder the server
 * marked (`data-your-value`, see plugins/code-blocks/mark-placeholders.tsx) gets the value's text in place of
 * its tokens, and gets them back when the value is cleared. Only text nodes are
 * swapped, inside markup the server wrote; nothing is parsed or highlighted here.
 */
import {replacementFor, forms, type FormName, type YourValues} from '@site/src/lib/your-values';

/** Forms whose replacement is a string literal of its own (or part of a template string). */
const stringForms = new Set<FormName>([
  'jsTemplate',
  'jsExpression',
  'goGetenv',
  'phpGetenv',
  'pythonEnviron',
]);

const selector = '[data-your-value]';

/** The server's tokens of each placeholder showing a value. */
const originals = new WeakMap<Element, Node[]>();

function applyTo(element: Element, values: YourValues): void {
  const form = element.getAttribute('data-your-value') as FormName;
  if (!Object.hasOwn(forms, form)) return;
  const replacement = replacementFor(form, values);
  const original = originals.get(element);
  if (replacement === undefined) {
    if (original) {
      element.replaceChildren(...original);
      originals.delete(element);
      element.removeAttribute('data-filled');
    }
    return;
  }
  if (original && element.textContent === replacement) return;
  const tokens = original ?? Array.from(element.childNodes);
  originals.set(element, tokens);
  const value = document.createElement('span');
  const first = tokens[0];
  value.className = stringForms.has(form)
    ? 'token string'
    : first instanceof Element
      ? first.className
      : 'token plain';
  value.textContent = replacement;
  element.replaceChildren(value);
  element.setAttribute('data-filled', '');
}

/** Applies the values to every marked placeholder in `root` (and `root` itself). */
export function applyValues(root: ParentNode, values: YourValues): void {
  if (root instanceof Element && root.matches(selector)) applyTo(root, values);
  root.querySelectorAll(selector).forEach((element) => applyTo(element, values));
}

let observer: MutationObserver | undefined;

/**
 * Applies the values to code that React renders later (after a client-side
 * navigation, or a tab panel shown for the first time). Started only once a
 * value is set, so a reader who sets none runs no observer.
 */
export function watchNewCode(getValues: () => YourValues): void {
  if (observer) return;
  observer = new MutationObserver((records) => {
    const values = getValues();
    for (const record of records) {
      record.addedNodes.forEach((node) => {
        if (node instanceof Element) applyValues(node, values);
      });
    }
  });
  observer.observe(document.body, {childList: true, subtree: true});
}
