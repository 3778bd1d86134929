/**
 * The hand-written types of upstream internals and generated modules (`declare module '…'` in
 * the .d.ts files under plugins/)
 * are checked against the installed packages: each declared module is compiled together with the
 * real JavaScript file, whose types TypeScript infers (allowJs), and the real module must be
 * assignable to the declared one. An upgrade that removes or renames an export the site uses, or
 * changes a function's parameters incompatibly, fails here instead of at run time.
 * `skipLibCheck: true` in tsconfig.json skips these .d.ts files in `tsc`, and `tsc` never reads
 * the JavaScript behind a `declare module`.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');
const declarationFiles = fs
  .readdirSync(path.join(root, 'plugins'), {recursive: true, encoding: 'utf8'})
  .filter((file) => file.endsWith('.d.ts') && !file.includes('node_modules'))
  .map((file) => path.join(root, 'plugins', file));

/**
 * The modules declared there, with the file that declares them. `@theme/<Name>` declarations
 * re-export a plugin's own theme component, which `tsc` checks like any other import.
 */
const declared = declarationFiles.flatMap((file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/^declare module '([^']+)'/gm)]
    .filter((m) => !m[1]!.startsWith('@theme/'))
    .map((m) => ({module: m[1]!, declaredIn: path.relative(root, file)})),
);

/** The installed file behind a module name: node_modules, or the build's generated files. */
function realFile(module: string): string | undefined {
  if (module.startsWith('@generated/')) {
    const file = path.join(root, '.docusaurus', module.slice('@generated/'.length));
    return fs.existsSync(file) ? file : undefined;
  }
  const base = path.join(root, 'node_modules', module);
  const candidates = ['.js', '.jsx'].map((ext) => base + ext);
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (file) return file;
  try {
    return require.resolve(module, {paths: [root]});
  } catch {
    return undefined;
  }
}

/** Declared modules not compiled against their file, and why. */
const notCompiled: Record<string, string> = {
  // A UMD bundle (`module.exports = factory()` inside a closure) whose exports TypeScript
  // cannot infer; its declared classes are checked at run time below.
  lunr: 'checked at run time',
  // Written by plugins/api-reference with JSON.stringify() from values typed ApiDataParts,
  // ReferenceModel and ReferenceOutline, so the type is checked where the file is written;
  // JSON's inferred types widen its string unions.
  '@generated/saturn-openapi/default/examples.json': 'typed where it is written',
  '@generated/saturn-openapi/default/errors.json': 'typed where it is written',
  '@generated/saturn-openapi/default/schemas.json': 'typed where it is written',
  '@generated/saturn-openapi/default/webhooks.json': 'typed where it is written',
  '@generated/saturn-openapi/default/reference.json': 'typed where it is written',
  '@generated/saturn-openapi/default/reference-outline.json': 'typed where it is written',
};
// Files the build generates (.docusaurus/) exist only after a build: a module that
// re-exports one is resolved, and compiled only when the file is there.
const needsBuild = (file: string) =>
  /from ["']@generated\//.test(fs.readFileSync(file, 'utf8')) &&
  !fs.existsSync(path.join(root, '.docusaurus'));
const typeChecked = declared.filter(({module}) => !(module in notCompiled));

function compileErrors(modules: {module: string; file: string}[]): Map<string, string[]> {
  const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const {options} = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
  const checkFile = path.join(root, 'tests/unit/__declared-modules-check.ts');
  // One line per module, after the header line, so an error's line names its module. A
  // function's parameters are not compared: TypeScript infers a destructured parameter of
  // plain JavaScript as required even when the code treats it as optional.
  const header =
    'type Loose<T> = {[K in keyof T]: T[K] extends (...a: never[]) => infer R ? (...a: never[]) => R : T[K]};\n';
  const source =
    header +
    modules
      .map(({module, file}, i) =>
        file.endsWith('.json')
          ? `import real${i} from ${JSON.stringify(file)}; import declared${i} from ${JSON.stringify(module)}; export const check${i}: typeof declared${i} = real${i};`
          : `import * as real${i} from ${JSON.stringify(file)}; import type * as declared${i} from ${JSON.stringify(module)}; export const check${i}: Loose<typeof declared${i}> = real${i};`,
      )
      .join('\n');
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (file) => (file === checkFile ? source : readFile(file));
  host.fileExists = (file) => file === checkFile || fileExists(file);
  host.getSourceFile = (file, language, ...rest) =>
    file === checkFile
      ? ts.createSourceFile(file, source, language)
      : getSourceFile(file, language, ...rest);
  const program = ts.createProgram({
    rootNames: [checkFile, ...declarationFiles],
    options: {
      ...options,
      allowJs: true,
      checkJs: false,
      // Read the JavaScript of packages too (TypeScript skips it by default).
      maxNodeModuleJsDepth: 1,
      noEmit: true,
      // Files the build generates, for the modules that re-export them.
      paths: {...options.paths, '@generated/*': ['.docusaurus/*']},
    },
    host,
  });
  const byModule = new Map<string, string[]>(modules.map(({module}) => [module, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(d.messageText, '\n');
    if (d.file?.fileName !== checkFile || d.start === undefined) {
      byModule.get(modules[0]!.module)!.push(`${d.file?.fileName ?? ''}: ${message}`);
      continue;
    }
    const line = d.file.getLineAndCharacterOfPosition(d.start).line;
    byModule.get(modules[line - 1]!.module)!.push(message);
  }
  return byModule;
}

describe('the declared types of upstream internals (plugins/**/*.d.ts)', () => {
  it.each(declared)('$module ($declaredIn) is an installed or generated file', ({module}) => {
    if (module.startsWith('@generated/') && !fs.existsSync(path.join(root, '.docusaurus'))) return;
    expect(realFile(module), `${module} does not resolve`).toBeDefined();
  });

  const present = typeChecked.flatMap(({module}) => {
    const file = realFile(module);
    return file && !needsBuild(file) ? [{module, file}] : [];
  });
  const errors = compileErrors(present);
  it.each(present)('$module: the installed file matches the declaration', ({module}) => {
    expect(errors.get(module)).toEqual([]);
  });

  it('lunr has the classes and constants plugins/search/syntax/lunr-parser.d.ts declares', async () => {
    const lunr = (await import('lunr')).default as unknown as Record<string, unknown> & {
      Query: {presence: unknown; wildcard: unknown};
      Index: {load: unknown};
    };
    for (const name of ['Query', 'QueryLexer', 'QueryParser', 'QueryParseError', 'Index']) {
      expect(typeof lunr[name], name).toBe('function');
    }
    expect(lunr.Query.presence).toEqual({OPTIONAL: 1, REQUIRED: 2, PROHIBITED: 3});
    expect(lunr.Query.wildcard).toMatchObject({NONE: 0, LEADING: 1, TRAILING: 2});
    expect(typeof lunr.Index.load).toBe('function');
  });
});
