import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PATHS, TOASTS } from '@freight/domain';
import { useToast } from '@freight/platform';
import { Badge, Button, Spinner } from '@freight/ui';
import { ActiveBadge, AdminBadge } from '../../../components/flag-badge';
import { ButtonRow, Facts, HelperCard } from '../../../components/helper-card';
import { useSessionCheck } from '../../../components/use-session-check';
import { clearAdminLogin, readAdminLogin } from '../hooks/admin-login-storage';
import { PortalFeatures } from './portal-features';

/**
 * /admin-portal. The local-storage note from /simple-login is read once and removed; it only picks
 * the greeting. What the page shows comes from the session endpoint.
 */
export function AdminPortalPage() {
  const [stored] = useState(readAdminLogin);
  const session = useSessionCheck();
  const { toast } = useToast();
  const greeted = useRef(false);
  const admin = session.state === 'signed-in' && session.user.isAdmin ? session.user : null;

  useEffect(clearAdminLogin, []);

  useEffect(() => {
    if (!admin || greeted.current) return;
    greeted.current = true;
    if (stored.justSignedIn) {
      const name = stored.user?.firstName ?? admin.firstName;
      toast({ title: TOASTS.adminAccessVerified, description: TOASTS.adminWelcome(name), variant: 'success' });
    } else {
      toast({ title: TOASTS.sessionVerified, description: TOASTS.sessionVerifiedDescription, variant: 'success' });
    }
  }, [admin, stored, toast]);

  if (!admin) {
    return (
      <HelperCard title="Verifying Access..." after={<PortalFeatures />}>
        {session.state === 'checking' ? <Spinner label="Checking your session..." showLabel /> : <p>Please log in with an admin account.</p>}
        <ButtonRow>
          <Button as={Link} to={PATHS.simpleLogin}>
            Go to Admin Login
          </Button>
        </ButtonRow>
      </HelperCard>
    );
  }
  return (
    <HelperCard title="Admin Access Verified" after={<PortalFeatures />}>
      <p>
        <Badge tone="success">AUTHORIZED</Badge>
      </p>
      <Facts aria-label="System information">
        <dt>User ID</dt>
        <dd>{admin.id}</dd>
        <dt>Username</dt>
        <dd>{admin.username}</dd>
        <dt>Role</dt>
        <dd>
          <AdminBadge admin={admin.isAdmin} />
        </dd>
        <dt>Status</dt>
        <dd>
          <ActiveBadge active={admin.isActive} />
        </dd>
      </Facts>
      <ButtonRow>
        <Button as={Link} to={PATHS.admin}>
          Open Admin Dashboard
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
