/** Turning failed calls into the texts the error toasts show. */
import type { ApiErrorBody } from '@freight/domain';

type Dict = Record<string, unknown>;

const isDict = (value: unknown): value is Dict => typeof value === 'object' && value !== null;

function bodyText(data: unknown): string {
  if (data === undefined || data === null) return '';
  if (typeof data === 'string') return data;
  return JSON.stringify(data);
}

/**
 * "<status>: <body text>" (or the status text when the body is empty).
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

/**
 * A failed call's body read as the API's `ApiErrorBody`: its message (unless blank) and the
 * per-field messages keyed by dotted field path. Parts of another shape (a text body, a network
 * failure) are left out, so both may be missing.
 */
export function errorBodyOf(error: unknown): Partial<ApiErrorBody> {
  const data: Partial<Record<keyof ApiErrorBody, unknown>> = isDict(error) && isDict(error.data) ? error.data : {};
  const body: Partial<ApiErrorBody> = {};
  if (typeof data.message === 'string' && data.message.trim() !== '') body.message = data.message;
  if (isDict(data.errors)) {
    body.errors = Object.fromEntries(Object.entries(data.errors).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return body;
}

/** The server's `message` from a failed call's body, or undefined when there is none. */
export const errorMessage = (error: unknown): string | undefined => errorBodyOf(error).message;

/** True when the call never got an answer (offline, refused, blocked). */
export const isNetworkError = (error: unknown): boolean => isDict(error) && error.status === 'FETCH_ERROR';
