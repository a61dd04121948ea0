import { Link } from 'react-router-dom';
import { PATHS } from '@freight/domain';
import { Button } from '@freight/ui';
import { fullPageLoad } from '../../../components/full-page-load';
import { ButtonRow, HelperCard } from '../../../components/helper-card';

/** /force-admin: a full page load of /admin (the dashboard still checks access itself). */
export function ForceAdminPage() {
  return (
    <HelperCard title="Admin Navigation">
      <p>Open the admin dashboard with a full page load.</p>
      <Button size="lg" fullWidth onClick={() => fullPageLoad(PATHS.admin)}>
        Go to Admin Dashboard
      </Button>
      <ButtonRow>
        <Link to={PATHS.home}>Back to Home</Link>
        <Link to={PATHS.simpleLogin}>Admin Login</Link>
      </ButtonRow>
    </HelperCard>
  );
}
