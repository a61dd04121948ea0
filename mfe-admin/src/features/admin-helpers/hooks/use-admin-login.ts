import { useState } from 'react';
import { TOASTS, PATHS, type LoginRequest } from '@freight/domain';
import { errorMessage, isNetworkError, useLoginMutation, useToast } from '@freight/platform';
import { fullPageLoad } from '../../../components/full-page-load';
import { ADMIN_LOGIN_FLAG, ADMIN_LOGIN_USER } from './admin-login-storage';

/** /simple-login's submit: the flag and the user in local storage, then a full load of /admin (or the /admin link that sent the admin here). */
export function useAdminLogin(returnTo?: string) {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const [isSigningIn, setSigningIn] = useState(false);

  const signIn = async (credentials: LoginRequest) => {
    setSigningIn(true);
    try {
      const { user } = await login(credentials).unwrap();
      localStorage.setItem(ADMIN_LOGIN_FLAG, 'true');
      localStorage.setItem(ADMIN_LOGIN_USER, JSON.stringify(user));
      toast({
        title: TOASTS.adminLoginSuccessful,
        description: TOASTS.adminLoginWelcome(user.firstName),
        variant: 'success',
      });
      fullPageLoad(returnTo ?? PATHS.admin);
    } catch (error) {
      setSigningIn(false);
      if (isNetworkError(error)) toast({ title: TOASTS.networkErrorTitle, description: TOASTS.networkError, variant: 'destructive' });
      else toast({ title: TOASTS.loginFailed, description: errorMessage(error) ?? TOASTS.adminLoginFailedFallback, variant: 'destructive' });
    }
  };

  return { signIn, isSigningIn };
}
