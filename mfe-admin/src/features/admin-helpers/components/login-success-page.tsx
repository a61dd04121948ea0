import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { ADMIN_PAGE_MESSAGES, PAGE_TITLES, PATHS, TIMING, TOASTS } from '@freight/domain';
import { useDocumentTitle } from '@freight/platform';
import { Alert, Button, CheckIcon, Spinner } from '@freight/ui';
import { ButtonRow, HelperCard } from '../../../components/helper-card';
import { useSessionCheck } from '../../../components/use-session-check';

export const ADMIN_CAPABILITIES = [
  'Manage users and permissions',
  'Review and process quote requests',
  'Configure carrier rates and pricing',
  'Update website content and settings',
  'View analytics and reports',
] as const;

const Capabilities = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li { display: flex; align-items: center; gap: ${({ theme }) => theme.space[2]}; }
  svg { color: ${({ theme }) => theme.colors.success}; }
`;

export const LOGIN_SUCCESS_TITLES = {
  checking: PAGE_TITLES[PATHS.loginSuccess],
  signedIn: TOASTS.loginSuccessful,
  failed: ADMIN_PAGE_MESSAGES.loginVerificationFailedTitle,
} as const;

/** /login-success: confirms the session with the server, then moves on to /admin after 3 seconds. */
export function LoginSuccessPage() {
  const session = useSessionCheck();
  // The tab title says what the page says: a signed-out visitor is never told the sign-in succeeded.
  useDocumentTitle(LOGIN_SUCCESS_TITLES[session.state === 'checking' ? 'checking' : session.state === 'signed-in' ? 'signedIn' : 'failed']);
  const navigate = useNavigate();
  const signedIn = session.state === 'signed-in';

  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(PATHS.admin), TIMING.loginSuccessRedirectMs);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  if (session.state === 'checking') {
    return (
      <HelperCard title="Verifying login...">
        <Spinner label="Verifying your login..." showLabel />
      </HelperCard>
    );
  }
  if (session.state !== 'signed-in') {
    return (
      <HelperCard title={ADMIN_PAGE_MESSAGES.loginVerificationFailed}>
        <Alert tone="danger">We could not confirm your login.</Alert>
        <Link to={PATHS.simpleLogin}>Return to admin login</Link>
      </HelperCard>
    );
  }
  return (
    <HelperCard title={TOASTS.adminLoginSuccessful}>
      <p>{`Welcome, ${session.user.firstName} ${session.user.lastName}! Redirecting to the admin dashboard in 3 seconds...`}</p>
      <Capabilities aria-label="Admin capabilities">
        {ADMIN_CAPABILITIES.map((item) => (
          <li key={item}>
            <CheckIcon size={18} />
            {item}
          </li>
        ))}
      </Capabilities>
      <ButtonRow>
        <Button as={Link} to={PATHS.admin}>
          Go to Admin Dashboard
        </Button>
        <Button as={Link} to={PATHS.home} variant="outline">
          Home Page
        </Button>
        <Button as={Link} to={PATHS.dashboard} variant="ghost">
          Customer Dashboard
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
