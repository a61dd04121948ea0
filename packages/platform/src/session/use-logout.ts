import { startTransition, useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { TOASTS, PATHS, TIMING } from '@freight/domain';
import { baseApi } from '../base-api';
import { toErrorString } from '../errors';
import type { AppDispatch } from '../store';
import { useToast } from '../toast/toast-context';
import { setCachedUser, useLogoutMutation } from './auth-api';

/**
 * logout clears the cached user and every user-scoped cache (customer quotes included),
 * then returns to / after about 100 ms — also when the server call fails.
 */
export function useLogout() {
  const dispatch = useDispatch<AppDispatch>();
  const navigate = useNavigate();
  const { toast } = useToast();
  const [requestLogout] = useLogoutMutation();
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  const logout = useCallback(async () => {
    setIsLoggingOut(true);
    try {
      await requestLogout().unwrap();
      toast({ title: TOASTS.loggedOut });
    } catch (error) {
      console.error('Logout failed', error);
      toast({ title: TOASTS.logoutFailed, description: toErrorString(error), variant: 'destructive' });
    }
    dispatch(baseApi.util.resetApiState());
    setCachedUser(dispatch, null);
    // Deliberately not cancelled on unmount: the page that started logout usually disappears first.
    // One transition for both updates: the router commits its navigations in a transition, so a
    // separate (urgent) reset of the flag would re-render a guarded page signed out before it
    // unmounts, and its "not signed in, go to /login" redirect would win the race.
    setTimeout(() => {
      startTransition(() => {
        navigate(PATHS.home);
        setIsLoggingOut(false);
      });
    }, TIMING.logoutRedirectMs);
  }, [dispatch, navigate, requestLogout, toast]);

  return { logout, isLoggingOut };
}
