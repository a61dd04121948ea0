import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ACCOUNT_MESSAGES, PATHS } from '@freight/domain';
import { errorBodyOf, errorMessage, useForm, useResetPasswordMutation } from '@freight/platform';
import { Alert, Button } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { TextField } from '../../../components/form-fields';
import { Form } from '../../../components/form-layout';

/** The emailed link carries its token in the fragment (`#token=...`), which never reaches a server log. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

/** The page an emailed reset link opens: a new password with the registration's rules, once. */
export function ResetPasswordPage() {
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(token ? null : ACCOUNT_MESSAGES.resetLinkIncomplete);
  const form = useForm({ password: '' }, (s) => s.newPasswordSchema);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    try {
      const answer = await resetPassword({ token, password: body.password }).unwrap();
      setDone(answer.message);
    } catch (error) {
      // A link that is unknown, used or expired is refused as a whole; a password beside its field.
      if (errorBodyOf(error)?.errors?.token) setRefused(errorMessage(error) ?? ACCOUNT_MESSAGES.resetInvalid);
      else if (!form.showServerErrors(error)) setRefused(errorMessage(error) ?? ACCOUNT_MESSAGES.resetInvalid);
    }
  };

  return (
    <AuthLayout
      title={ACCOUNT_MESSAGES.chooseNewPassword}
      subtitle="Choosing a new password signs you out on every device."
      footer={
        <>
          Remembered it? <Link to={PATHS.login}>Back to sign in</Link>
        </>
      }
    >
      {done ? (
        <>
          <Alert tone="success" title="Password changed">
            {done}
          </Alert>
          <Button as={Link} to={PATHS.login} size="lg" fullWidth>
            Sign In
          </Button>
        </>
      ) : refused ? (
        <>
          <Alert tone="danger" title={refused} />
          <Button as={Link} to={PATHS.forgotPassword} size="lg" fullWidth variant="outline">
            Ask for a New Link
          </Button>
        </>
      ) : (
        <Form onSubmit={submit} noValidate aria-label={ACCOUNT_MESSAGES.chooseNewPassword}>
          <TextField form={form} name="password" label="New password" required type="password" autoComplete="new-password" hint="At least 6 characters" />
          <Button type="submit" size="lg" fullWidth loading={isLoading}>
            {isLoading ? 'Saving...' : 'Set New Password'}
          </Button>
        </Form>
      )}
    </AuthLayout>
  );
}
