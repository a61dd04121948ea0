import { useNavigate } from 'react-router-dom';
import { ADMIN_PAGE_MESSAGES, PATHS } from '@freight/domain';
import { Badge, Button } from '@freight/ui';
import { yesNo } from '../../../components/flag-badge';
import { ButtonRow, Facts, HelperCard } from '../../../components/helper-card';
import { useSessionCheck } from '../../../components/use-session-check';

const STATUS = {
  checking: { label: 'Checking...', tone: 'info' },
  'signed-in': { label: 'Authenticated', tone: 'success' },
  'signed-out': { label: 'Not Authenticated', tone: 'danger' },
  failed: { label: 'Not Authenticated', tone: 'danger' },
} as const;

/** /admin-check: asks the session endpoint on load and on Refresh, signed in or not. */
export function AdminCheckPage() {
  const session = useSessionCheck({ askServer: true });
  const navigate = useNavigate();
  const user = session.state === 'signed-in' ? session.user : null;
  const status = STATUS[session.state];

  // Shown as disabled to everyone, but still answers a click with the reason.
  const openAdmin = () => {
    if (user) {
      navigate(PATHS.admin);
      return;
    }
    window.alert(ADMIN_PAGE_MESSAGES.pleaseLoginFirst);
    navigate(PATHS.simpleLogin);
  };

  return (
    <HelperCard title="Admin Session Check">
      <p>
        Session status:{' '}
        <Badge tone={status.tone} role="status">
          {status.label}
        </Badge>
      </p>
      <Facts aria-label="Session details">
        <dt>User ID</dt>
        <dd>{user?.id ?? '—'}</dd>
        <dt>Username</dt>
        <dd>{user?.username ?? '—'}</dd>
        <dt>Admin</dt>
        <dd>{user ? yesNo(user.isAdmin) : '—'}</dd>
        <dt>Active</dt>
        <dd>{user ? yesNo(user.isActive) : '—'}</dd>
      </Facts>
      <ButtonRow>
        <Button onClick={openAdmin} aria-disabled={user ? undefined : true}>
          Go to Admin Dashboard
        </Button>
        <Button variant="outline" onClick={session.recheck} loading={session.state === 'checking'}>
          Refresh Status
        </Button>
        <Button variant="ghost" onClick={() => navigate(PATHS.simpleLogin)}>
          Login
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
