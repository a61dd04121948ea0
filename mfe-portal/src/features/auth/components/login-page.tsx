import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, RETURN_TO_PARAM, returnPath, TOASTS } from '@freight/domain';
import { errorMessage, useCurrentUser, useForm, useLoginMutation, useToast } from '@freight/platform';
import { Button } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/form-fields';
import { Form } from '../../../components/form-layout';

const ForgotLink = styled.p`
  margin-top: calc(-1 * ${({ theme }) => theme.space[3]});
  text-align: right;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  a {
    color: ${({ theme }) => theme.colors.blue700};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

export function LoginPage() {
  const navigate = useNavigate();
  const { isAuthenticated } = useCurrentUser();
  const [login, { isLoading }] = useLoginMutation();
  const { toast } = useToast();
  const form = useForm({ username: '', password: '' }, (s) => s.loginSchema);
  // Sent here by a page behind sign-in (an email's link): back there once signed in.
  const [params] = useSearchParams();
  const destination = returnPath(params.get(RETURN_TO_PARAM)) ?? PATHS.dashboard;

  if (isAuthenticated && !isLoading) return <Navigate to={destination} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    try {
      const result = await login(body).unwrap();
      toast({ title: TOASTS.loginSuccessful, description: `Welcome back, ${result.user.firstName}!`, variant: 'success' });
      navigate(destination);
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: TOASTS.loginFailed, description: errorMessage(error) ?? TOASTS.loginFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <AuthLayout
      title="Sign in to your account"
      subtitle="Request quotes and follow your shipments."
      footer={
        <>
          Don&apos;t have an account? <Link to={PATHS.register}>Create one</Link>
        </>
      }
    >
      <Form onSubmit={submit} noValidate aria-label="Sign in">
        <TextField form={form} name="username" label="Username" required autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <TextField form={form} name="password" label="Password" required type="password" autoComplete="current-password" />
        <ForgotLink>
          <Link to={PATHS.forgotPassword}>Forgot password?</Link>
        </ForgotLink>
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          {isLoading ? 'Signing in...' : 'Sign In'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
