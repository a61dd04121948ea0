import { useCallback, useEffect, useRef, useState } from 'react';
import type { User } from '@freight/domain';
import { authApi, useAppDispatch } from '@freight/platform';

export type SessionCheck =
  | { state: 'checking' }
  | { state: 'signed-in'; user: User }
  | { state: 'signed-out' }
  /** The server could not answer (network, 5xx): neither yes nor no. */
  | { state: 'failed' };

/**
 * Asks GET /api/user afresh every time a page mounts (and on `recheck`), never trusting a cached
 * user: admin pages decide what to show from the server's answer alone. The answer also updates
 * the shared cache, so headers elsewhere agree.
 */
export function useSessionCheck(): SessionCheck & { recheck: () => void } {
  const dispatch = useAppDispatch();
  const [check, setCheck] = useState<SessionCheck>({ state: 'checking' });
  const latest = useRef(0);

  const recheck = useCallback(() => {
    const run = ++latest.current;
    setCheck({ state: 'checking' });
    const request = dispatch(authApi.endpoints.getCurrentUser.initiate(undefined, { forceRefetch: true, subscribe: false }));
    void request.then((result) => {
      if (run !== latest.current) return;
      if (result.isError) setCheck({ state: 'failed' });
      else setCheck(result.data ? { state: 'signed-in', user: result.data } : { state: 'signed-out' });
    });
  }, [dispatch]);

  useEffect(() => {
    recheck();
    return () => {
      latest.current += 1;
    };
  }, [recheck]);

  return { ...check, recheck };
}
