/**
 * Fails on any MDX expression that reached a reader as typed instead of as its value.
 *
 * MDX evaluates `{...}` in prose and in JSX, but not inside Markdown inline code:
 * `` `{emailSender.address}` `` reaches the page, its Markdown copy and the search
 * index as those characters. A page writes a model value in code as
 * `<code>{emailSender.address}</code>` (README.md, "Facts and URLs live in one place").
 * This check reads the production build: the text of every HTML page (inline code
 * included, code blocks left out because braces there are the language's), its title
 * and description, every Markdown copy (fenced blocks left out) and `llms.txt`.
 *
 * What counts as an expression: a brace followed by a name and `.`, `?.`, `[` or `(`
 * (`{product.cli}`, `{plans[0].name}`, `{format(x)}`), or by a JavaScript string
 * quote, `'` or a backtick (`{'{"received": true}'}`). JSON (`{"error": ...}`) and
 * path templates (`/api/ping/{monitorId}/start`) are not expressions.
 * Usage: npx tsx tests/checks/template-expressions.ts [build-dir]
 */
import fs from 'node:fs';
import path from 'node:path';
import {load} from 'cheerio';

import {listHtmlFiles} from '../../plugins/delivery/html-files';
import {buildDirArgument, isMainModule} from './cli';
import {routeOf} from './links';

const expressionStart = /\{\s*(?:[A-Za-z_$][\w$]*\s*(?:\?\.|\.|\[|\()|['`])/g;

export interface Leak {
  /** The file, relative to the build folder. */
  file: string;
  /** Where in it: the route's text, its title or description, or a line of a Markdown file. */
  where: string;
  /** The expression as the reader sees it. */
  text: string;
}

/** The template expressions in a text, as they appear. */
export function findExpressions(text: string): string[] {
  return [...text.matchAll(expressionStart)].map((match) => {
    // Up to the brace that closes the opening one (or the end of the line).
    let depth = 0;
    let end = match.index;
    while (end < text.length && end - match.index < 200 && text[end] !== '\n') {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
      if (depth === 0) break;
    }
    return text.slice(match.index, end);
  });
}

/** The text a reader sees on an HTML page: its body without code blocks, scripts and styles. */
export function readableHtmlText(html: string): {title: string; description: string; body: string} {
  const $ = load(html);
  $('pre, script, style, noscript, template, svg').remove();
  return {
    title: $('title').text(),
    description: $('meta[name="description"]').attr('content') ?? '',
    body: $('body').text(),
  };
}

/** Each line of a Markdown text outside fenced code blocks, with its line number. */
export function markdownProseLines(markdown: string): {line: number; text: string}[] {
  const out: {line: number; text: string}[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((text, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return;
    }
    if (marker) {
      fence = marker;
      return;
    }
    out.push({line: index + 1, text});
  });
  return out;
}

function listFiles(dir: string, suffix: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, suffix));
    else if (entry.name.endsWith(suffix)) files.push(full);
  }
  return files.sort();
}

export function checkTemplateExpressions(buildDir: string): {
  leaks: Leak[];
  htmlFiles: number;
  markdownFiles: number;
} {
  const root = path.resolve(buildDir);
  const leaks: Leak[] = [];
  const htmlFiles = listHtmlFiles(root);
  for (const file of htmlFiles) {
    const relative = path.relative(root, file);
    const route = routeOf(root, file);
    const {title, description, body} = readableHtmlText(fs.readFileSync(file, 'utf8'));
    const parts = {title, description, text: body};
    for (const [part, text] of Object.entries(parts)) {
      for (const found of findExpressions(text)) {
        leaks.push({file: relative, where: `${route} (${part})`, text: found});
      }
    }
  }
  const markdownFiles = [
    ...listFiles(root, '.md'),
    ...['llms.txt', 'llms-full.txt']
      .map((name) => path.join(root, name))
      .filter((file) => fs.existsSync(file)),
  ];
  for (const file of markdownFiles) {
    const relative = path.relative(root, file);
    for (const {line, text} of markdownProseLines(fs.readFileSync(file, 'utf8'))) {
      for (const found of findExpressions(text)) {
        leaks.push({file: relative, where: `line ${line}`, text: found});
      }
    }
  }
  return {leaks, htmlFiles: htmlFiles.length, markdownFiles: markdownFiles.length};
}

if (isMainModule(__filename)) {
  const {leaks, htmlFiles, markdownFiles} = checkTemplateExpressions(buildDirArgument());
  for (const leak of leaks) {
    console.error(`${leak.file}, ${leak.where}: ${leak.text}`);
  }
  if (leaks.length > 0) {
    console.error(
      'Inline code in MDX does not evaluate {...}: write a model value in code as <code>{value}</code>.',
    );
  }
  console.log(
    `template expressions: ${htmlFiles} HTML pages and ${markdownFiles} Markdown files read, ${leaks.length} expressions left as typed`,
  );
  process.exit(leaks.length ? 1 : 0);
}
