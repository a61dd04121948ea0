export interface NginxConfigOptions {
  /** nginx's prefix: pid, error log and temp directories go here. */
  prefix: string;
  /** What `listen` gets, e.g. `80` or `127.0.0.1:8081`. */
  listen: string;
  /** The repository (or deployment) root holding shell/dist and mfe-<name>/dist. */
  staticRoot: string;
  /** host:port of each API instance. */
  apiServers: string[];
  /** Defaults to /etc/nginx/mime.types. */
  mimeTypes?: string;
  /** The most a client may take for its headers, or pause while sending a body (default 10). */
  clientTimeoutSeconds?: number;
  /** The most a client may pause while reading an answer (default 30). */
  sendTimeoutSeconds?: number;
}

export declare function renderNginxConfig(options: NginxConfigOptions): string;
