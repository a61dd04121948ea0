import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { PATHS, TIMING, type User } from '@freight/domain';
import { useToast } from '@freight/platform';
import { useSessionCheck } from '../../../components/use-session-check';

export type Denial = 'unauthenticated' | 'forbidden' | 'failed';

/** SPEC.md §8's three admin access failures, each followed by a redirect after 2 seconds. */
export const DENIALS: Record<Denial, { title: string; description: string; to: string }> = {
  unauthenticated: { title: 'Authentication Required', description: 'Please login to access admin features.', to: PATHS.simpleLogin },
  forbidden: { title: 'Access Denied', description: 'Admin privileges required. Redirecting to customer dashboard...', to: PATHS.dashboard },
  failed: { title: 'Verification Failed', description: 'Unable to verify admin access. Please login again.', to: PATHS.simpleLogin },
};

export type AdminGate = { state: 'verifying' } | { state: 'granted'; user: User } | { state: 'denied'; denial: Denial };

/** The server's answer decides: an active user with isAdmin is an admin, whatever their name or id. */
export function useAdminGate(): AdminGate {
  const session = useSessionCheck();
  const navigate = useNavigate();
  const { toast } = useToast();

  const gate: AdminGate =
    session.state === 'checking'
      ? { state: 'verifying' }
      : session.state === 'failed'
        ? { state: 'denied', denial: 'failed' }
        : session.state === 'signed-out'
          ? { state: 'denied', denial: 'unauthenticated' }
          : session.user.isAdmin && session.user.isActive
            ? { state: 'granted', user: session.user }
            : { state: 'denied', denial: 'forbidden' };

  const denial = gate.state === 'denied' ? gate.denial : null;
  useEffect(() => {
    if (!denial) return;
    const { title, description, to } = DENIALS[denial];
    toast({ title, description, variant: 'destructive' });
    const timer = setTimeout(() => navigate(to), TIMING.adminDeniedRedirectMs);
    return () => clearTimeout(timer);
  }, [denial, navigate, toast]);

  return gate;
}
