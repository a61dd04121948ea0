import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { PATHS } from '@freight/domain';
import { errorMessage, useForm, useRequestPasswordResetMutation } from '@freight/platform';
import { Alert, Button } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/form-fields';
import { Form } from '../../../components/form-layout';

/** Forgot password: the server answers the same for every address, and this page shows that answer. */
export function ForgotPasswordPage() {
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ email: '' }, (s) => s.forgotPasswordSchema);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const body = await form.check(event);
    if (!body) return;
    try {
      const answer = await requestReset(body).unwrap();
      setSent(answer.message);
    } catch (error) {
      if (!form.showServerErrors(error)) setFailure(errorMessage(error) ?? null);
    }
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter the email address of your account and we will email you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to={PATHS.login}>Back to sign in</Link>
        </>
      }
    >
      {sent ? (
        <Alert tone="success" title="Check your email">
          {sent}
        </Alert>
      ) : (
        <Form onSubmit={submit} noValidate aria-label="Forgot password">
          {failure && <Alert tone="danger" title={failure} />}
          <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
          <Button type="submit" size="lg" fullWidth loading={isLoading}>
            {isLoading ? 'Sending link...' : 'Email Me a Reset Link'}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
