import type { FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, RETURN_TO_PARAM, returnPath } from '@freight/domain';
import { useAppInfo, useForm } from '@freight/platform';
import { Alert, Button, Field, Input } from '@freight/ui';
import { ButtonRow, HelperCard } from '../../../components/helper-card';
import { useAdminLogin } from '../hooks/use-admin-login';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * /simple-login: prefilled with the demo admin and showing them only when the server runs in demo
 * mode. The form appears once the site's settings have arrived, already filled in: a prefill that
 * landed later could merge with what someone (or a password manager) had started to type there.
 */
export function SimpleLoginPage() {
  const { demoAdmin, isLoading } = useAppInfo();

  return (
    <HelperCard title="Admin Login">
      <p>Sign in with an administrator account to manage the platform.</p>
      {demoAdmin && (
        <Alert tone="info" title="Demo credentials">
          {`Username: ${demoAdmin.username} · Password: ${demoAdmin.password}`}
        </Alert>
      )}
      {isLoading ? <p role="status">Loading…</p> : <AdminLoginForm prefill={demoAdmin} />}
      <ButtonRow>
        <Button as={Link} to={PATHS.home} variant="outline">
          Back to Home
        </Button>
        <Button as={Link} to={PATHS.instantAdmin} variant="ghost">
          Go to Instant Admin
        </Button>
      </ButtonRow>
    </HelperCard>
  );
}

function AdminLoginForm({ prefill }: { prefill?: { username: string; password: string } }) {
  const [params] = useSearchParams();
  const { signIn, isSigningIn } = useAdminLogin(returnPath(params.get(RETURN_TO_PARAM), PATHS.admin));
  const { values, set } = useForm({ username: prefill?.username ?? '', password: prefill?.password ?? '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(values);
  };

  return (
    <Form onSubmit={submit} aria-label="Admin login">
      <Field label="Username" required>
        <Input name="username" autoComplete="username" required value={values.username} onChange={(e) => set('username', e.target.value)} />
      </Field>
      <Field label="Password" required>
        <Input name="password" type="password" autoComplete="current-password" required value={values.password} onChange={(e) => set('password', e.target.value)} />
      </Field>
      <Button type="submit" fullWidth loading={isSigningIn}>
        {isSigningIn ? 'Signing In...' : 'Sign In'}
      </Button>
    </Form>
  );
}
