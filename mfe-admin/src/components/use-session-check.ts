import { useState } from 'react';
import type { User } from '@freight/domain';
import { useGetCurrentUserQuery } from '@freight/platform';

export type SessionCheck =
  | { state: 'checking' }
  | { state: 'signed-in'; user: User }
  | { state: 'signed-out' }
  /** The server could not answer (network, 5xx): neither yes nor no. */
  | { state: 'failed' };

/**
 * GET /api/user asked afresh every time a page mounts (and on `recheck`), never trusting a cached
 * user: admin pages decide what to show from the server's answer alone. The answer also updates
 * the shared cache, so headers elsewhere agree.
 */
export function useSessionCheck(): SessionCheck & { recheck: () => void } {
  const { data, isError, isFetching, requestId, refetch } = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
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
