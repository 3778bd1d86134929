/**
 * Splits a line of text written with Markdown's inline code (and [links](href)), such as a
 * description from the OpenAPI file or a changelog entry, into text and `code` spans, so
 * components can render them without a Markdown parser. Pure functions, no React.
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

/** A piece of a paragraph: plain text, `code`, or a [link](href). */
export interface RichPart {
  kind: 'text' | 'code' | 'link';
  text: string;
  href?: string;
}

/** `a `b` [c](/d)` -> text, code, text, link. */
export function richParts(source: string): RichPart[] {
  const parts: RichPart[] = [];
  for (const piece of source.split(/(`[^`]+`|\[[^\]]+\]\([^)\s]+\))/)) {
    if (piece === '') continue;
    const link = /^\[([^\]]+)\]\(([^)\s]+)\)$/.exec(piece);
    if (link) parts.push({kind: 'link', text: link[1]!, href: link[2]!});
    else if (/^`[^`]+`$/.test(piece)) parts.push({kind: 'code', text: piece.slice(1, -1)});
    else parts.push({kind: 'text', text: piece});
  }
  return parts;
}
