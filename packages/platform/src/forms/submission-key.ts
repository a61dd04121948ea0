import { useRef } from 'react';

/** 128 random bits as hex; getRandomValues works on plain-HTTP pages too, unlike randomUUID. */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The `Idempotency-Key` of a form's submission. Sending the same content again (a retry after a
 * lost answer or a double click) reuses the key, so the server stores it once; changed content,
 * or a new request after a success (`done()`), gets a new key.
 */
export function useSubmissionKey() {
  const last = useRef<{ content: string; key: string } | null>(null);
  return {
    keyFor(body: unknown): string {
      const content = JSON.stringify(body);
      if (last.current?.content !== content) last.current = { content, key: randomKey() };
      return last.current.key;
    },
    done(): void {
      last.current = null;
    },
  };
}

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
