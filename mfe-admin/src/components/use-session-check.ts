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
  // An answer cached before this page opened shows for a render until the page's own request starts;
  // a request already on its way when the page opened is as good as the page's own.
  const [answerBeforeMount] = useState(isFetching ? undefined : requestId);
  const recheck = () => void refetch();

  if (isFetching || (answerBeforeMount !== undefined && requestId === answerBeforeMount)) return { state: 'checking', recheck };
  if (isError) return { state: 'failed', recheck };
  return data ? { state: 'signed-in', user: data, recheck } : { state: 'signed-out', recheck };
}
