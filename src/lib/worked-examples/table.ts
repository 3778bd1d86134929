/**
 * A worked example's table, as `<MathTable>` (src/components/MathTable) renders it.
 */
export interface Table {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
}
