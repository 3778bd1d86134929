/**
 * Checks every fenced code block in docs/: it must name its language, and the
 * code must parse in that language with a real parser.
 * Usage: npx tsx tests/checks/code-blocks.ts [docs-dir]
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import yaml from 'js-yaml';
import {Engine as PhpEngine} from 'php-parser';
import ts from 'typescript';
import {Language, Parser} from 'web-tree-sitter';

import {extractBlocks, type CodeBlock} from '../../plugins/docs/fences';
import {listDocFiles} from '../../plugins/docs/files';
import {isMainModule} from './cli';

export interface BlockProblem {
  block: CodeBlock;
  message: string;
}

/** Languages a docs page may use, each with the parser that checks it. */
export const allowedLanguages = [
  'bash',
  'json',
  'yaml',
  'typescript',
  'javascript',
  'go',
  'php',
  'python',
  'ini',
  'text',
  'mermaid',
] as const;

let goParser: Parser | undefined;
async function parseGo(code: string): Promise<string | null> {
  if (!goParser) {
    await Parser.init();
    const language = await Language.load(require.resolve('tree-sitter-go/tree-sitter-go.wasm'));
    goParser = new Parser();
    goParser.setLanguage(language);
  }
  const tree = goParser.parse(code);
  if (!tree) return 'the Go parser returned no tree';
  if (!tree.rootNode.hasError) {
    if (!/^\s*(\/\/.*\n|\/\*[\s\S]*?\*\/\s*)*\s*package\s+\w+/.test(code)) {
      return 'a Go block must be a complete file that starts with a package clause';
    }
    return null;
  }
  let found = 'syntax error';
  const visit = (node: NonNullable<typeof tree>['rootNode']): boolean => {
    if (node.isError || node.isMissing) {
      found = `syntax error at line ${node.startPosition.row + 1}, column ${node.startPosition.column + 1}`;
      return true;
    }
    return node.children.some((child) => child !== null && visit(child));
  };
  visit(tree.rootNode);
  return found;
}

function parseTypeScript(code: string, language: 'typescript' | 'javascript'): string | null {
  const fileName = language === 'typescript' ? 'block.tsx' : 'block.jsx';
  const result = ts.transpileModule(code, {
    fileName,
    reportDiagnostics: true,
    compilerOptions: {jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022},
  });
  const diagnostic = result.diagnostics?.[0];
  if (!diagnostic) return null;
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
  if (diagnostic.file && diagnostic.start !== undefined) {
    const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${message} (line ${line + 1}, column ${character + 1})`;
  }
  return message;
}

function runParser(command: string, args: string[], input: string): string | null {
  const result = spawnSync(command, args, {input, encoding: 'utf8'});
  if (result.error) return `could not run ${command}: ${result.error.message}`;
  if (result.status === 0) return null;
  return (result.stderr || result.stdout).trim().split('\n').slice(-2).join(' ');
}

function parseIni(code: string): string | null {
  const lines = code.split('\n');
  for (let i = 0; i < lines.length; i += 1) {
    const line = (lines[i] ?? '').trim();
    if (!line || /^[;#]/.test(line) || /^\[[^\]]+\]$/.test(line) || /^[^=\s][^=]*=.*$/.test(line)) {
      continue;
    }
    return `line ${i + 1} is neither a [section], a key = value pair nor a comment`;
  }
  return null;
}

const php = new PhpEngine({
  parser: {php8: true, suppressErrors: false, extractDoc: false},
  ast: {withPositions: false},
});

/** Returns why a block does not parse, or null when it does. */
export async function checkBlock(block: CodeBlock): Promise<string | null> {
  const {language, code} = block;
  if (!language) {
    return `the block names no language: write one of ${allowedLanguages.join(', ')}`;
  }
  if (!code.trim()) return 'the block is empty';
  try {
    switch (language) {
      case 'bash':
        return runParser('bash', ['-n'], code);
      case 'json':
        JSON.parse(code);
        return null;
      case 'yaml':
        yaml.loadAll(code);
        return null;
      case 'typescript':
      case 'javascript':
        return parseTypeScript(code, language);
      case 'go':
        return await parseGo(code);
      case 'php':
        if (!code.trimStart().startsWith('<?php')) return 'a PHP block must start with <?php';
        php.parseCode(code, 'block.php');
        return null;
      case 'python':
        return runParser('python3', ['-c', 'import ast, sys; ast.parse(sys.stdin.read())'], code);
      case 'ini':
        return parseIni(code);
      case 'text':
      case 'mermaid':
        return null;
      default:
        return `"${language}" is not an allowed language: use one of ${allowedLanguages.join(', ')}`;
    }
  } catch (error) {
    return error instanceof Error ? error.message.split('\n')[0]! : String(error);
  }
}

export async function checkDocs(
  docsDir: string,
): Promise<{blocks: number; problems: BlockProblem[]}> {
  const problems: BlockProblem[] = [];
  let blocks = 0;
  for (const file of listDocFiles(docsDir)) {
    for (const block of extractBlocks(file, fs.readFileSync(file, 'utf8'))) {
      blocks += 1;
      const message = await checkBlock(block);
      if (message) problems.push({block, message});
    }
  }
  return {blocks, problems};
}

if (isMainModule(__filename)) {
  checkDocs(process.argv[2] ?? 'docs').then(({blocks, problems}) => {
    for (const {block, message} of problems) {
      console.error(`${block.file}:${block.line} [${block.language || 'no language'}] ${message}`);
    }
    console.log(`code blocks: ${blocks} checked, ${problems.length} with problems`);
    process.exit(problems.length ? 1 : 0);
  });
}
