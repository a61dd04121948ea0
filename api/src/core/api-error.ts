import type { FieldErrors } from '@freight/domain/schemas';

/** The one error services throw; the error handler answers `{ message, errors? }` with `status`. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors?: FieldErrors,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
