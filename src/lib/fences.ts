/**
 * The fenced code blocks of a Markdown or MDX page, read from its source: used by the
 * code-block checker (tests/checks/code-blocks.ts), the Kubernetes manifest tests, and
 * the diagrams, whose ```mermaid fences are drawn ahead of time (plugins/diagrams).
 */
export interface CodeBlock {
  file: string;
  line: number;
  language: string;
  code: string;
}

/** Extracts fenced blocks (``` or ~~~, indented or not) from Markdown/MDX source. */
export function extractBlocks(file: string, source: string): CodeBlock[] {
  const lines = source.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(lines[i] ?? '');
    if (!open) continue;
    const [, indent = '', fence = '', info = ''] = open;
    const language = info.trim().split(/\s+/)[0] ?? '';
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const line = lines[j] ?? '';
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
      if (close && close[1]![0] === fence[0] && close[1]!.length >= fence.length) break;
      body.push(line.startsWith(indent) ? line.slice(indent.length) : line.trimStart());
    }
    blocks.push({file, line: i + 1, language, code: body.join('\n')});
    i = j;
  }
  return blocks;
}
