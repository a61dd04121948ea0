import type { FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { TOASTS, COMPANY, PATHS } from '@freight/domain';
import { errorMessage, useCurrentUser, useForm, useRegisterMutation, useToast } from '@freight/platform';
import { Button } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { Form } from '../../../components/form-layout';
import { EMPTY_USER_FIELDS, UserFields } from '../../../components/user-fields';

/** Customer sign-up: the API signs the new customer in, so the portal opens right away. */
export function RegisterPage() {
  const navigate = useNavigate();
  const { isAuthenticated } = useCurrentUser();
  const [register, { isLoading }] = useRegisterMutation();
  const { toast } = useToast();
  const form = useForm(EMPTY_USER_FIELDS, (s) => s.registerSchema);

  if (isAuthenticated && !isLoading) return <Navigate to={PATHS.dashboard} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    try {
      await register({ ...body, accountType: 'customer' }).unwrap();
      toast({ title: TOASTS.registrationSuccessful, description: `Welcome to ${COMPANY.shortName}! Your account is ready.`, variant: 'success' });
      navigate(PATHS.dashboard);
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: TOASTS.registrationFailed, description: errorMessage(error) ?? TOASTS.registrationFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <AuthLayout
      title="Create your customer account"
      subtitle="Request quotes and follow them from your own portal."
      width="medium"
      footer={
        <>
          Already have an account? <Link to={PATHS.login}>Sign in</Link>
        </>
      }
    >
      <Form onSubmit={submit} noValidate aria-label="Create account">
        <UserFields form={form} />
        <Button type="submit" size="lg" fullWidth loading={isLoading}>
          {isLoading ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
    </AuthLayout>
  );
}
