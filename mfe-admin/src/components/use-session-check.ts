import { useState } from 'react';
import type { User } from '@freight/domain';
import { useCheckSessionQuery, useGetCurrentUserQuery } from '@freight/platform';

export type SessionCheck =
  | { state: 'checking' }
  | { state: 'signed-in'; user: User }
  | { state: 'signed-out' }
  /** The server could not answer (network, 5xx): neither yes nor no. */
  | { state: 'failed' };

export interface SessionCheckOptions {
  /**
   * Ask the server even when the browser's sign-in hint says nobody is signed in (a page that exists to
   * check the session). Otherwise a browser that never signed in is known to be signed out without asking.
   */
  askServer?: boolean;
}

/**
 * GET /api/user asked afresh every time a page mounts (and on `recheck`), never trusting a cached
 * user: admin pages decide what to show from the server's answer alone. The answer also updates
 * the shared cache, so headers elsewhere agree.
 */
export function useSessionCheck({ askServer = false }: SessionCheckOptions = {}): SessionCheck & { recheck: () => void } {
  const hinted = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true, skip: askServer });
  const asked = useCheckSessionQuery(undefined, { refetchOnMountOrArgChange: true, skip: !askServer });
  const { data, isError, isFetching, requestId, refetch } = askServer ? asked : hinted;
  // Answers are told apart by their request. The one cached when the page opened is not shown (one
  // already on its way then is as good as the page's own).
  const [staleRequest, setStaleRequest] = useState(isFetching ? undefined : requestId);
  // Once answered, the page keeps the latest answer while others ask again (a tab that reads the user
  // re-asks when it opens): going back to 'checking' would unmount that tab, and it would ask again.
  const [answered, setAnswered] = useState(false);
  const answerIn = !isFetching && requestId !== staleRequest;
  if (answerIn && !answered) setAnswered(true);

  const recheck = () => {
    setStaleRequest(requestId);
    setAnswered(false);
    void refetch();
  };

  if (!answered && !answerIn) return { state: 'checking', recheck };
  if (isError) return { state: 'failed', recheck };
  return data ? { state: 'signed-in', user: data, recheck } : { state: 'signed-out', recheck };
}
