import { Link } from 'react-router-dom';
import { PATHS, TOASTS } from '@freight/domain';
import { Alert, Button, Spinner } from '@freight/ui';
import { yesNo } from '../../../components/flag-badge';
import { ButtonRow, Facts, HelperCard } from '../../../components/helper-card';
import { useSessionCheck } from '../../../components/use-session-check';

/** /direct-admin: what the server knows about the current session. */
export function DirectAdminPage() {
  const session = useSessionCheck();

  if (session.state === 'checking') {
    return (
      <HelperCard title="Authentication Status">
        <Spinner label="Checking authentication..." showLabel />
      </HelperCard>
    );
  }
  if (session.state !== 'signed-in') {
    return (
      <HelperCard title={TOASTS.authenticationRequired}>
        <Alert tone="warning">You are not logged in. Please log in to continue.</Alert>
        <ButtonRow>
          <Button as={Link} to={PATHS.login}>
            Go to Login
          </Button>
        </ButtonRow>
      </HelperCard>
    );
  }
  const { user } = session;
  return (
    <HelperCard title="Authentication Confirmed">
      <Facts aria-label="Your account">
        <dt>User ID</dt>
        <dd>{user.id}</dd>
        <dt>Username</dt>
        <dd>{user.username}</dd>
        <dt>Full name</dt>
        <dd>{`${user.firstName} ${user.lastName}`}</dd>
        <dt>Email</dt>
        <dd>{user.email}</dd>
        <dt>Admin</dt>
        <dd>{yesNo(user.isAdmin)}</dd>
        <dt>Account active</dt>
        <dd>{yesNo(user.isActive)}</dd>
      </Facts>
      <ButtonRow>
        <Button as={Link} to={PATHS.admin}>
          Go to Admin Dashboard
        </Button>
        <Button as={Link} to={PATHS.dashboard} variant="outline">
          Go to Customer Dashboard
        </Button>
        <Button as={Link} to={PATHS.home} variant="ghost">
          Go to Home
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
