import { useEffect, useState, type FormEvent } from 'react';
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

/** /simple-login: prefilled with the demo admin and showing them only when the server runs in demo mode. */
export function SimpleLoginPage() {
  const { demoAdmin } = useAppInfo();
  const [params] = useSearchParams();
  const { signIn, isSigningIn } = useAdminLogin(returnPath(params.get(RETURN_TO_PARAM), PATHS.admin));
  const { values, set } = useForm({ username: '', password: '' });
  // Once a person focuses a field the prefill must not land mid-typing (it would merge with their text).
  const [touched, setTouched] = useState(false);
  const markTouched = () => setTouched(true);

  useEffect(() => {
    if (!demoAdmin || touched) return;
    set('username', demoAdmin.username);
    set('password', demoAdmin.password);
  }, [demoAdmin, touched, set]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(values);
  };

  return (
    <HelperCard title="Admin Login">
      <p>Sign in with an administrator account to manage the platform.</p>
      {demoAdmin && (
        <Alert tone="info" title="Demo credentials">
          {`Username: ${demoAdmin.username} · Password: ${demoAdmin.password}`}
        </Alert>
      )}
      <Form onSubmit={submit} aria-label="Admin login">
        <Field label="Username" required>
          <Input
            name="username"
            autoComplete="username"
            required
            onFocus={markTouched}
            value={values.username}
            onChange={(e) => {
              markTouched();
              set('username', e.target.value);
            }}
          />
        </Field>
        <Field label="Password" required>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            required
            onFocus={markTouched}
            value={values.password}
            onChange={(e) => {
              markTouched();
              set('password', e.target.value);
            }}
          />
        </Field>
        <Button type="submit" fullWidth loading={isSigningIn}>
          {isSigningIn ? 'Signing In...' : 'Sign In'}
        </Button>
      </Form>
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
