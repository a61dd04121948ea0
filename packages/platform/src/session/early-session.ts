import { EARLY_SESSION_KEY, type EarlySession, type EarlySessionAnswer } from '../boot/early-boot';

const earlySession = (): EarlySession | undefined =>
  typeof window === 'undefined' ? undefined : (window as unknown as Record<string, EarlySession | undefined>)[EARLY_SESSION_KEY];

/**
 * The page's own early session check (boot/early-boot.ts), taken once: the first GET /api/user the app
 * would send uses its answer instead. Later checks ask the server as usual.
 */
export function takeEarlySession(): Promise<EarlySessionAnswer | null> | undefined {
  const early = earlySession();
  if (!early) return undefined;
  delete (window as unknown as Record<string, EarlySession | undefined>)[EARLY_SESSION_KEY];
  return early.answer;
}

/** The early session check's answer if it is already in (without taking it), so a first render can use it. */
export const earlySessionAnswer = (): EarlySessionAnswer | null | undefined => earlySession()?.settled;
