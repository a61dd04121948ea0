import type { Response } from 'express';

/** Answers a list in the spec's plain-array shape; the total travels in X-Total-Count. */
export function sendList<T>(res: Response, items: T[], total: number): void {
  res.set('X-Total-Count', String(total));
  res.json(items);
}
