/**
 * The fenced code blocks of a Markdown or MDX page, read from its source: used by the
 * code-block checker (tests/checks/code-blocks.ts), the CLI usage check
 * (tests/helpers/cli-usage.ts), the examples runner (tests/examples), the Kubernetes manifest
 * tests, and the diagrams, whose ```mermaid fences are drawn ahead of time (plugins/diagrams).
 */
export interface CodeBlock {
  file: string;
  line: number;
  language: string;
  /** The rest of the info string after the language, e.g. `title="x" illustrative="why"`. */
  meta: string;
  code: string;
}

interface Fence {
  block: CodeBlock;
  /** 1-based line of the closing fence, or the last line when the fence is never closed. */
  endLine: number;
}

function scanFences(file: string, source: string): Fence[] {
  const lines = source.split('\n');
  const fences: Fence[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const language = info.trim().split(/\s+/)[0] ?? '';
    const meta = info.trim().slice(language.length).trim();
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    fences.push({
      block: {file, line: i + 1, language, meta, code: body.join('\n')},
      endLine: Math.min(j, lines.length - 1) + 1,
    });
    i = j;
  }
  return fences;
}

/** Extracts fenced blocks (``` or ~~~, indented or not) from Markdown/MDX source. */
export function extractBlocks(file: string, source: string): CodeBlock[] {
  return scanFences(file, source).map((fence) => fence.block);
}

/** The 1-based numbers of the lines that belong to a fenced block, its fences included. */
export function fencedLines(source: string): Set<number> {
  const inside = new Set<number>();
  for (const {block, endLine} of scanFences('', source)) {
    for (let line = block.line; line <= endLine; line += 1) inside.add(line);
  }
  return inside;
}

/**
 * The `key="value"` (or `key='value'`) pairs of a fence's meta string, such as
 * `title="backup.sh" illustrative="needs a Kubernetes cluster"`. Bare words
 * (`showLineNumbers`, `{1,3}`) are not pairs and are left out.
 */
export function parseFenceMeta(meta: string): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const match of meta.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g)) {
    pairs[match[1]!] = match[2] ?? match[3] ?? '';
  }
  return pairs;
}
