/**
 * Splits a one-line description from the OpenAPI file into text and `code`
 * spans, so components can render backticks as <code> without a Markdown parser.
 */
export interface InlinePart {
  code: boolean;
  text: string;
}

export function inlineParts(text: string): InlinePart[] {
  return text
    .split(/(`[^`]+`)/)
    .filter((piece) => piece !== '')
    .map((piece) =>
      piece.startsWith('`') && piece.endsWith('`') && piece.length > 1
        ? {code: true, text: piece.slice(1, -1)}
        : {code: false, text: piece},
    );
}

/** `one of A, B` -> label `one of`, values [A, B]; `pattern ^x$` -> `pattern`, [^x$]. */
export function constraintParts(constraint: string): {label: string; values: string[]} {
  const enumMatch = /^one of (.+)$/.exec(constraint);
  if (enumMatch) return {label: 'one of', values: enumMatch[1]!.split(', ')};
  const patternMatch = /^(pattern|format|default|always) (.+)$/.exec(constraint);
  if (patternMatch) return {label: patternMatch[1]!, values: [patternMatch[2]!]};
  return {label: constraint, values: []};
}
