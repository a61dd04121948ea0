import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS, signInPath, TIMING, TOASTS, type User } from '@freight/domain';
import { useToast } from '@freight/platform';
import { useSessionCheck } from '../../../components/use-session-check';

export type Denial = 'unauthenticated' | 'forbidden' | 'failed';

/** The three admin access failures, each followed by a redirect after 2 seconds. */
export const DENIALS: Record<Denial, { title: string; description: string; to: string }> = {
  unauthenticated: { title: TOASTS.authenticationRequired, description: TOASTS.authenticationRequiredDescription, to: PATHS.simpleLogin },
  forbidden: { title: TOASTS.accessDenied, description: TOASTS.accessDeniedNonAdmin, to: PATHS.dashboard },
  failed: { title: TOASTS.verificationFailed, description: TOASTS.verificationFailedDescription, to: PATHS.simpleLogin },
};

export type AdminGate = { state: 'verifying' } | { state: 'granted'; user: User } | { state: 'denied'; denial: Denial };

/**
 * The server's answer decides: an active user with isAdmin is an admin, whatever their name or id.
 * `leaving`: the admin is signing out here; the page keeps what it showed until it is gone, instead of
 * turning them away (a second toast and a redirect to /simple-login would replace the sign-out's own
 * toast and its way home).
 */
export function useAdminGate({ leaving = false }: { leaving?: boolean } = {}): AdminGate {
  const session = useSessionCheck();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;
  const { toast } = useToast();
  const shown = useRef<AdminGate>({ state: 'verifying' });

  const checked: AdminGate =
    session.state === 'checking'
      ? { state: 'verifying' }
      : session.state === 'failed'
        ? { state: 'denied', denial: 'failed' }
        : session.state === 'signed-out'
          ? { state: 'denied', denial: 'unauthenticated' }
          : session.user.isAdmin && session.user.isActive
            ? { state: 'granted', user: session.user }
            : { state: 'denied', denial: 'forbidden' };
  const gate = leaving ? shown.current : checked;
  useEffect(() => {
    shown.current = gate;
  });

  const denial = gate.state === 'denied' ? gate.denial : null;
  useEffect(() => {
    if (!denial) return;
    const { title, description, to } = DENIALS[denial];
    toast({ title, description, variant: 'destructive' });
    // The admin sign-in returns to the link that was opened (an email's /admin?tab=…).
    const target = to === PATHS.simpleLogin ? signInPath(to, here) : to;
    const timer = setTimeout(() => navigate(target), TIMING.adminDeniedRedirectMs);
    return () => clearTimeout(timer);
  }, [denial, navigate, toast, here]);

  return gate;
}
