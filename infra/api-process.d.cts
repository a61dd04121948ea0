/** Node's options for the API process, as every launcher gives them. */
export declare const API_NODE_OPTIONS: string[];
/** The built API's entry (api/dist/server.js). */
export declare const API_ENTRY: string;
/** The arguments of `node` for the API: its options, then the built entry (or `entry`). */
export declare function apiNodeArgs(entry?: string): string[];
