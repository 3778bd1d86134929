/**
 * The code blocks of a built page as plain text.
 *
 * A highlighted code block is an element with the class `token-line` per line and a
 * `<span>` per token: on a code-heavy page, most of the page's elements. The build's own
 * readers of the pages (the search index, the Markdown copies) only want the text, and
 * parsing all those elements was a large part of their time. This keeps each `<pre>`
 * and its text, and drops the markup inside it: each line ends with `lineEnd`, and a
 * `<br>` becomes `br`. Text stays escaped as it was, so the parser decodes it as before.
 */
const preElement = /<pre\b([^>]*)>([\s\S]*?)<\/pre>/g;
const lineStart = /<(?:div|span)\b[^>]*\btoken-line\b[^>]*>/g;
const marker = '\u0000';

function asText(inner: string, lineEnd: string, br: string): string {
  const text = inner
    .replace(lineStart, marker)
    .replace(/<br\s*\/?>/g, br)
    .replace(/<[^>]*>/g, '');
  const [before = '', ...lines] = text.split(marker);
  return before + lines.map((line) => line + lineEnd).join('');
}

export function codeBlocksAsText(html: string, lineEnd: string, br: string): string {
  return html.replace(
    preElement,
    (_, attributes: string, inner: string) =>
      `<pre${attributes}>${asText(inner, lineEnd, br)}</pre>`,
  );
}
