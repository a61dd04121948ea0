import type { FormEvent } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { PATHS, TOASTS, type User } from '@freight/domain';
import { billingOf, isBilledAccount, termsLabel } from '@freight/domain/billing';
import { errorMessage, useChangePasswordMutation, useCurrentUser, useForm, useToast, useUpdateProfileMutation } from '@freight/platform';
import { Button, Card, PageFrame, Spinner } from '@freight/ui';
import { TextField } from '../../../components/form-fields';
import { Form, FormGrid, Wide } from '../../../components/form-layout';
import { SignInRedirect } from '../../../components/sign-in-redirect';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  max-width: 880px;
  width: 100%;
  margin-inline: auto;
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  h1 { font-size: ${({ theme }) => theme.fontSizes['2xl']}; }
  p { margin-top: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.colors.textMuted}; }
`;

const Panel = styled(Card)`
  gap: ${({ theme }) => theme.space[5]};
  h2 { font-size: ${({ theme }) => theme.fontSizes.lg}; }
  h2 + p { margin-top: ${({ theme }) => theme.space[1]}; color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  ${({ theme }) => theme.media.mobile} {
    & > * { width: 100%; }
  }
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[12]} 0;
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The form's values: a customer's or shipper's billing email with them (invoices go to it; empty is the email above). */
const detailsOf = (user: User) => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  phone: user.phone ?? '',
  companyName: user.companyName,
  ...(isBilledAccount(user.accountType) ? { billingEmail: user.billing?.billingEmail ?? '' } : {}),
});

function DetailsForm({ user }: { user: User }) {
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const { toast } = useToast();
  const form = useForm(detailsOf(user), (s) => s.profileSchema);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    try {
      const answer = await updateProfile(body).unwrap();
      if (answer.user) form.reset(detailsOf(answer.user));
      toast({ title: TOASTS.profileUpdated, description: answer.message, variant: 'success' });
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: TOASTS.profileNotSaved, description: errorMessage(error) ?? TOASTS.registrationFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <Panel as="section" aria-labelledby="profile-details">
      <div>
        <h2 id="profile-details">Your details</h2>
        <p>We use these on your quotes and to reach you about your shipments.</p>
      </div>
      <Form onSubmit={submit} noValidate aria-label="Your details">
        <FormGrid>
          <TextField form={form} name="firstName" label="First name" required autoComplete="given-name" />
          <TextField form={form} name="lastName" label="Last name" required autoComplete="family-name" />
          <TextField form={form} name="email" label="Email" required type="email" autoComplete="email" />
          <TextField form={form} name="phone" label="Phone (optional)" type="tel" autoComplete="tel" />
          <Wide>
            <TextField form={form} name="companyName" label="Company name" required autoComplete="organization" />
          </Wide>
          {isBilledAccount(user.accountType) && (
            <Wide>
              <TextField form={form} name="billingEmail" label="Billing email (optional)" type="email" autoComplete="off" hint="We email your invoices here. Leave it empty to use your email above." />
              <Note>Payment terms: {termsLabel(billingOf(user).terms)} from the invoice date, as agreed with our accounting team.</Note>
            </Wide>
          )}
        </FormGrid>
        <Actions>
          <Button type="submit" loading={isLoading}>
            {isLoading ? 'Saving...' : 'Save Details'}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

const NO_PASSWORDS = { currentPassword: '', newPassword: '' };

function PasswordForm({ username }: { username: string }) {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const { toast } = useToast();
  const form = useForm(NO_PASSWORDS, (s) => s.changePasswordSchema);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = await form.check(event);
    if (!body) return;
    try {
      const answer = await changePassword(body).unwrap();
      form.reset(NO_PASSWORDS);
      toast({ title: TOASTS.passwordChanged, description: answer.message, variant: 'success' });
    } catch (error) {
      form.showServerErrors(error);
      toast({ title: TOASTS.passwordNotChanged, description: errorMessage(error) ?? TOASTS.registrationFailedFallback, variant: 'destructive' });
    }
  };

  return (
    <Panel as="section" aria-labelledby="profile-password">
      <div>
        <h2 id="profile-password">Change password</h2>
        <p>You stay signed in here; your other devices are signed out.</p>
      </div>
      <Form onSubmit={submit} noValidate aria-label="Change password">
        {/* For password managers: the account the new password belongs to. */}
        <input type="text" name="username" value={username} autoComplete="username" readOnly hidden />
        <FormGrid>
          <TextField form={form} name="currentPassword" label="Current password" required type="password" autoComplete="current-password" />
          <TextField form={form} name="newPassword" label="New password" required type="password" autoComplete="new-password" hint="At least 6 characters" />
        </FormGrid>
        <Actions>
          <Button type="submit" loading={isLoading}>
            {isLoading ? 'Changing...' : 'Change Password'}
          </Button>
        </Actions>
      </Form>
    </Panel>
  );
}

/** The signed-in account's own page: its details and its password. */
export function ProfilePage() {
  const { user, isLoading } = useCurrentUser();
  if (!isLoading && !user) return <SignInRedirect />;
  return (
    <PageFrame siteNav>
      {!user ? (
        <Center>
          <Spinner label="Loading your profile..." showLabel />
        </Center>
      ) : (
        <Page>
          <Head>
            <div>
              <h1>My Profile</h1>
              <p>
                Signed in as {user.username} · {user.accountType} account
              </p>
            </div>
            <Button as={Link} to={PATHS.dashboard} variant="outline">
              Back to Dashboard
            </Button>
          </Head>
          <DetailsForm key={user.id} user={user} />
          <PasswordForm username={user.username} />
        </Page>
      )}
    </PageFrame>
  );
}
