/**
 * A strict type check of TypeScript a reader pastes, with Node's types, as
 * `tsc --strict` would run it. Each file is its own module.
 */
import path from 'node:path';
import ts from 'typescript';

/** Problems per file, as TypeScript words them; an empty list when a file is clean. */
export function typeCheck(root: string, files: string[]): Map<string, string[]> {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.CommonJS,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts'],
    types: ['node'],
    typeRoots: [path.join(root, 'node_modules/@types')],
  });
  const problems = new Map<string, string[]>();
  for (const file of files) {
    const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(file));
    problems.set(
      file,
      diagnostics.map((d) => `TypeScript: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`),
    );
  }
  return problems;
}
