import type { User } from '@freight/domain';
import { useGetCurrentUserQuery } from './auth-api';

export interface CurrentUser {
  user: User | null;
  isLoading: boolean;
  isAuthenticated: boolean;
  isAdmin: boolean;
  refetch: () => void;
}

/** The session's user. every new consumer re-asks the server. */
export function useCurrentUser(): CurrentUser {
  const { data, isLoading, refetch } = useGetCurrentUserQuery(undefined, { refetchOnMountOrArgChange: true });
  const user = data ?? null;
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    isAdmin: user?.isAdmin === true,
    refetch: () => void refetch(),
  };
}
