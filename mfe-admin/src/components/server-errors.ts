import { errorMessage } from '@freight/platform';

export interface ServerErrors {
  message?: string;
  fields: Record<string, string>;
}

/** The server's `{ message, errors }` from a failed call (the admin dialogs validate nothing themselves). */
export function serverErrors(error: unknown): ServerErrors {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const fields = data && typeof data.errors === 'object' && data.errors !== null ? (data.errors as Record<string, string>) : {};
  return { message: errorMessage(error), fields };
}
