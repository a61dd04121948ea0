import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PATHS, TIMING } from '@freight/domain';
import { Button, Spinner } from '@freight/ui';
import { ButtonRow, HelperCard } from '../../../components/helper-card';

/** /instant-admin: on to /admin after 2 seconds, or at once with the button. */
export function InstantAdminPage() {
  const navigate = useNavigate();

  useEffect(() => {
    const timer = setTimeout(() => navigate(PATHS.admin), TIMING.instantAdminRedirectMs);
    return () => clearTimeout(timer);
  }, [navigate]);

  return (
    <HelperCard title="Redirecting to Admin Dashboard">
      <Spinner label="Redirecting in 2 seconds..." showLabel />
      <ButtonRow>
        <Button as={Link} to={PATHS.admin}>
          Go to Admin Dashboard Now
        </Button>
        <Button as={Link} to={PATHS.home} variant="outline">
          Back to Home
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}
