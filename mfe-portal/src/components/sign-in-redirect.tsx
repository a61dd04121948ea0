import { Navigate, useLocation } from 'react-router-dom';
import { PATHS, signInPath } from '@freight/domain';

/** A page behind sign-in, opened signed out (from an email, a bookmark): /login, which returns here once signed in. */
export function SignInRedirect() {
  const { pathname, search } = useLocation();
  if (pathname === PATHS.login) return null;
  return <Navigate to={signInPath(PATHS.login, `${pathname}${search}`)} replace />;
}
