/** Turning failed calls into the texts SPEC.md §8 shows. */

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null;

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  return JSON.stringify(data);
}

/**
 * "<status>: <body text>" (or the status text when the body is empty), as SPEC.md §8 describes.
 * Network and other non-HTTP failures give their own message.
 */
export function toErrorString(error: unknown): string {
  if (isDict(error)) {
    const { status } = error;
    if (typeof status === 'number') {
      const text = bodyText(error.data) || (typeof error.statusText === 'string' ? error.statusText : '');
      return `${status}: ${text}`;
    }
    if (status === 'PARSING_ERROR' && typeof error.originalStatus === 'number') {
      return `${error.originalStatus}: ${bodyText(error.data)}`;
    }
    if (typeof error.error === 'string') return error.error;
    if (typeof error.message === 'string') return error.message;
  }
  if (typeof error === 'string') return error;
  return 'Unknown error';
}

/** The server's per-field messages (`errors` of the body, keyed by dotted field path), or none. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isDict(error) || !isDict(error.data) || !isDict(error.data.errors)) return {};
  return Object.fromEntries(Object.entries(error.data.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The server's `message` from a failed call's body, or undefined when there is none. */
export function errorMessage(error: unknown): string | undefined {
  if (!isDict(error) || !isDict(error.data)) return undefined;
  const { message } = error.data;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}
