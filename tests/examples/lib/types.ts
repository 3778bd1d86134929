/**
 * What a suite of the examples harness (tests/examples/index.ts) is and what it
 * reports. A suite is a file in tests/examples/suites/ whose `suite` export has
 * this shape; index.ts finds and runs every such file, in name order.
 */

/** How one example ended: it ran and every check passed, it cannot run here, or a check failed. */
export type ExampleStatus = 'run' | 'illustrative' | 'failed';

export interface ExampleResult {
  /** Where a reader sees the example, e.g. `docs/alerts/webhooks.mdx:120 (go)` or `pingSuccess (Python)`. */
  example: string;
  status: ExampleStatus;
  /** For `run`: what was checked. For `illustrative`: the one-line reason. For `failed`: what went wrong. */
  details: string[];
}

/** Shared services, started once and only when a suite asks for them. */
export interface HarnessContext {
  /** The repository root. */
  root: string;
  /** Base URL (`http://127.0.0.1:<port>`) of a Prism mock of openapi/openapi.yaml. */
  prismBase(): Promise<string>;
  /** A new empty directory, removed when the harness ends. */
  tempDir(prefix: string): string;
  /** Progress for the reader of the log; results are reported separately. */
  log(message: string): void;
}

export interface Suite {
  /** Short name printed in the log, e.g. `api samples`. */
  name: string;
  run(context: HarnessContext): Promise<ExampleResult[]>;
}
