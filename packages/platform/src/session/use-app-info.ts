import type { AppInfo } from '@freight/domain';
import { useGetAppInfoQuery } from './auth-api';

/** Public facts about how the server runs (demo mode and, only then, the demo admin's credentials). */
export function useAppInfo(): AppInfo & { isLoading: boolean } {
  const { data, isLoading } = useGetAppInfoQuery();
  return { demoMode: data?.demoMode ?? false, demoAdmin: data?.demoAdmin, isLoading };
}
