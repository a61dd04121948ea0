import { useCallback } from 'react';
import { PATHS } from '@freight/domain';
import { useCurrentUser, useLogout } from '@freight/platform';
import { fullPageLoad } from '../../../components/full-page-load';

/** What the header needs from the session; who is an admin is the server's `isAdmin`. */
export function useHeaderSession() {
  const { isLoading, isAuthenticated, isAdmin } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout();
  // The admin area is its own remote; the spec asks for a full page load into it.
  const openAdminDashboard = useCallback(() => fullPageLoad(PATHS.admin), []);
  return {
    status: isLoading ? ('loading' as const) : isAuthenticated ? ('signed-in' as const) : ('signed-out' as const),
    isAdmin: isAuthenticated && isAdmin,
    logout: () => void logout(),
    isLoggingOut,
    openAdminDashboard,
  };
}

export type HeaderSession = ReturnType<typeof useHeaderSession>;
