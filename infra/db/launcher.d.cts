export interface RunningDatabase {
  /** mongodb://127.0.0.1:PORT/ (no database name) */
  uri: string;
  port: number;
  /** The database process, for a supervisor. */
  pid?: number;
  /** Settles when the database process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export interface StartDatabaseOptions {
  dataDir?: string;
  port?: number;
  handler?: 'sqlite' | 'postgresql';
  postgresqlUrl?: string;
  /** SQLite's `synchronous` for its log: `normal` (default; FERRETDB_SQLITE_SYNC) or `full`. */
  sync?: 'normal' | 'full';
}

export interface ResolvedDatabase {
  /** A full URI including the database name. */
  uri: string;
  engine: 'external' | 'mongod' | 'ferretdb';
  stop(): Promise<void>;
}

export declare function ensureEngine(): Promise<string>;
export declare function startDatabase(options?: StartDatabaseOptions): Promise<RunningDatabase>;
export declare function resolveMongoUri(options?: {
  env?: NodeJS.ProcessEnv;
  dataRoot?: string;
  dbName?: string;
}): Promise<ResolvedDatabase>;
export declare function localDatabase(options?: {
  env?: NodeJS.ProcessEnv;
  dataRoot?: string;
}): { engine: 'mongod' | 'ferretdb'; start(port?: number): Promise<RunningDatabase> } | null;
export declare function freePort(): Promise<number>;
export declare const ENGINE_PATH: string;
export declare const REPO_ROOT: string;
