/** Marks the module the errorLoadRemote fallback hands back instead of throwing inside the runtime. */
export const REMOTE_UNAVAILABLE = Symbol.for('freight.remote-unavailable');

export interface UnavailableModule {
  [REMOTE_UNAVAILABLE]: true;
  id: string;
  error: unknown;
}

export const isUnavailableModule = (value: unknown): value is UnavailableModule =>
  typeof value === 'object' && value !== null && REMOTE_UNAVAILABLE in value;

/** A remote section could not be loaded (down, missing from the route registry, or broken). */
export class RemoteUnavailableError extends Error {
  readonly remote: string;

  constructor(remote: string, reason: string, options?: { cause?: unknown }) {
    super(`Remote "${remote}" is unavailable: ${reason}`, options);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}
