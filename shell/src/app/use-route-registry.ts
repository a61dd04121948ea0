import { useCallback, useEffect, useState } from 'react';
import type { RemoteRegistry } from '@freight/domain';
import { knownRegistry, loadRegistry } from '../remotes/remote-registry';

export type RegistryState = { status: 'ready'; registry: RemoteRegistry } | { status: 'loading' } | { status: 'failed' };

const initialState = (): RegistryState => {
  const registry = knownRegistry();
  return registry ? { status: 'ready', registry } : { status: 'loading' };
};

/**
 * The route registry for the route table: known at once when the server put it in the page (so a
 * prerendered page hydrates on its first render), otherwise fetched; `retry` asks again after a failure.
 */
export function useRouteRegistry(): { state: RegistryState; retry: () => void } {
  const [state, setState] = useState(initialState);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    loadRegistry().then(
      (registry) => current && setState({ status: 'ready', registry }),
      (error: unknown) => {
        console.error('[shell] Route registry unavailable', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [state.status, attempt]);

  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  return { state, retry };
}
