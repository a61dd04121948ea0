import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { ADMIN_PAGE_MESSAGES, PATHS, TIMING } from '@freight/domain';
import { Alert, Button, Spinner } from '@freight/ui';
import { ButtonRow, HelperCard } from '../../../components/helper-card';
import { useSessionCheck } from '../../../components/use-session-check';

/** /admin-access: grants by the server's isAdmin (not by id), then goes to /admin after 2 seconds. */
export function AdminAccessPage() {
  const session = useSessionCheck();
  const navigate = useNavigate();
  const isAdmin = session.state === 'signed-in' && session.user.isAdmin;

  useEffect(() => {
    if (!isAdmin) return;
    const timer = setTimeout(() => navigate(PATHS.admin), TIMING.adminAccessRedirectMs);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (session.state === 'checking') {
    return (
      <HelperCard title="Admin Access">
        <Spinner label="Checking admin access..." showLabel />
      </HelperCard>
    );
  }
  if (session.state === 'signed-in' && session.user.isAdmin) {
    const { user } = session;
    return (
      <HelperCard title="Admin Access Granted">
        <p>{`Welcome, ${user.firstName} ${user.lastName} (ID: ${user.id}). Redirecting to the admin dashboard...`}</p>
        <ButtonRow>
          <Button as={Link} to={PATHS.admin}>
            Go to Admin Dashboard Now
          </Button>
          <Button as={Link} to={PATHS.dashboard} variant="outline">
            Go to Regular Dashboard
          </Button>
        </ButtonRow>
      </HelperCard>
    );
  }
  if (session.state === 'signed-in') {
    return (
      <HelperCard title="Admin Access">
        <Alert tone="danger">{ADMIN_PAGE_MESSAGES.notAnAdmin}</Alert>
        <ButtonRow>
          <Button as={Link} to={PATHS.dashboard}>
            Go to Dashboard
          </Button>
        </ButtonRow>
      </HelperCard>
    );
  }
  return (
    <HelperCard title="Admin Access">
      <Alert tone="danger">{ADMIN_PAGE_MESSAGES.notSignedIn}</Alert>
      <ButtonRow>
        <Button as={Link} to={PATHS.login}>
          Go to Login
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
