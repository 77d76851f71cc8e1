/** One SQL statement with `$1`-style parameters; answers its rows and how many rows it changed. */
export type Sql = (text: string, params?: readonly unknown[]) => Promise<SqlResult>;
export interface SqlResult {
  readonly rows: Record<string, unknown>[];
  readonly affected: number;
}
