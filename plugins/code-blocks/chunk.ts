/**
 * The code block's chunk (browser bundle): the modules that are loaded exactly where
 * theme-classic's code block is (held by the same chunks as its own module: the chunks of the
 * pages and components that show code, and the code block's on-demand chunk) go into one chunk,
 * `code-block`, which a page that shows code loads with its own chunk and a page without code
 * never loads. A module that other pages load too (the kept server markup diagrams share) or
 * that one page alone loads (the page itself) stays where it was.
 *
 * Without it, Docusaurus's `common` cache group would take them: it puts every module that
 * more than half of the pages' chunks hold into one chunk once they weigh 20 kB together, and a
 * page that needs any module of it loads all of it. Most docs pages show code, so the code
 * block would share that chunk with the product model's facts (src/data/facts.ts), which the
 * home page and the pages without code use.
 */

/** The parts of Rspack's module, chunk and chunk graph this rule reads. */
interface RuleModule {
  nameForCondition(): string | null | undefined;
}
interface RuleChunk {
  readonly name?: string | null;
}
interface RuleChunkGraph {
  getModuleChunks(module: RuleModule): RuleChunk[];
  getChunkModules(chunk: RuleChunk): RuleModule[];
}

export const codeBlockChunkName = 'code-block';

/** The names of a module's chunks, sorted, or null when one of them has no name. */
function chunkNames(chunkGraph: RuleChunkGraph, module: RuleModule): string | null {
  const names = chunkGraph.getModuleChunks(module).map((chunk) => chunk.name);
  return names.every((name) => typeof name === 'string') ? names.sort().join('\n') : null;
}

/** The cache group, for `optimization.splitChunks.cacheGroups`; `codeBlockFile` is the module's path. */
export function codeBlockCacheGroup(codeBlockFile: string) {
  // The code block's chunks, once per compilation (a chunk graph is one compilation's).
  const codeBlockChunks = new WeakMap<RuleChunkGraph, string | null>();
  return {
    name: codeBlockChunkName,
    chunks: 'async' as const,
    // Above Docusaurus's `common` (40), so this rule takes the code block's modules first.
    priority: 45,
    enforce: true,
    test(module: RuleModule, {chunkGraph}: {chunkGraph: RuleChunkGraph}): boolean {
      if (!codeBlockChunks.has(chunkGraph)) {
        const codeBlock = chunkGraph
          .getModuleChunks(module)
          .flatMap((chunk) => chunkGraph.getChunkModules(chunk))
          .find((candidate) => candidate.nameForCondition() === codeBlockFile);
        if (!codeBlock) return false;
        codeBlockChunks.set(chunkGraph, chunkNames(chunkGraph, codeBlock));
      }
      const names = codeBlockChunks.get(chunkGraph);
      return names != null && chunkNames(chunkGraph, module) === names;
    },
  };
}
