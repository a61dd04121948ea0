import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { COMPANY_MESSAGES, COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, formatEasternDateTime, invitationLink, PATHS, signInPath } from '@freight/domain';
import { errorMessage, useCurrentUser, useToast } from '@freight/platform';
import { Alert, Button, Spinner } from '@freight/ui';
import { AuthLayout } from '../../../components/auth-layout';
import { Facts } from '../../../components/facts';
import { useAcceptInvitationMutation, usePreviewInvitationMutation } from '../../../hooks/company-api';

/** The emailed link carries its token in the fragment (`#token=...`), which never reaches a server log. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[6]} 0;
`;

/**
 * /join: an invitation to a company, from its email. Shows what it offers (company, role, for which
 * address, until when); signed in with the invited address, one click joins; signed out, sign in (and
 * come back here) or create an account first.
 */
export function JoinPage() {
  const { hash } = useLocation();
  const token = tokenOf(hash);
  const navigate = useNavigate();
  const { toast } = useToast();
  const { user, isLoading: sessionLoading } = useCurrentUser();
  const [preview, previewState] = usePreviewInvitationMutation();
  const [accept, acceptState] = useAcceptInvitationMutation();

  useEffect(() => {
    if (token) void preview(token);
  }, [token, preview]);

  const join = async () => {
    try {
      const company = await accept(token).unwrap();
      toast({ title: `You joined ${company.company.name}`, description: `Your role: ${COMPANY_ROLE_LABELS[company.me.role]}.`, variant: 'success' });
      navigate(`${PATHS.dashboard}?tab=team`);
    } catch {
      // The refusal is shown on the page.
    }
  };

  const offer = previewState.data;
  const refused = !token ? COMPANY_MESSAGES.invitationInvalid : previewState.isError ? (errorMessage(previewState.error) ?? COMPANY_MESSAGES.invitationInvalid) : null;
  const otherAddress = offer && user && user.email.toLowerCase() !== offer.email;

  return (
    <AuthLayout
      title={offer ? `Join ${offer.companyName}` : 'Join a company'}
      subtitle={offer ? `You are invited as ${COMPANY_ROLE_LABELS[offer.role]}.` : 'An invitation from a company on Harborline.'}
      footer={
        <>
          Questions? <Link to={PATHS.home}>Back to the home page</Link>
        </>
      }
    >
      {refused ? (
        <Alert tone="danger" title={refused}>
          Ask the company&apos;s Owner to send you a new invitation.
        </Alert>
      ) : !offer || sessionLoading ? (
        <Center>
          <Spinner label="Opening the invitation..." showLabel />
        </Center>
      ) : (
        <>
          <Facts>
            <dt>Company</dt>
            <dd>{offer.companyName}</dd>
            <dt>Role</dt>
            <dd>
              {COMPANY_ROLE_LABELS[offer.role]}: {COMPANY_ROLE_DESCRIPTIONS[offer.role].toLowerCase()}
            </dd>
            <dt>For</dt>
            <dd>{offer.email}</dd>
            <dt>Works until</dt>
            <dd>{formatEasternDateTime(offer.expiresAt)}</dd>
          </Facts>
          {acceptState.isError && <Alert tone="danger" title={errorMessage(acceptState.error) ?? COMPANY_MESSAGES.invitationInvalid} />}
          {!user ? (
            <Actions>
              <Button as={Link} to={signInPath(PATHS.login, invitationLink(token))} size="lg" fullWidth>
                Sign In to Accept
              </Button>
              <Button as={Link} to={PATHS.accountSelection} size="lg" fullWidth variant="outline">
                Create an Account
              </Button>
              <p>No account yet? Create one with {offer.email}, then open the link in the email again.</p>
            </Actions>
          ) : otherAddress ? (
            <Alert tone="warning" title={COMPANY_MESSAGES.invitationForOther}>
              You are signed in as {user.email}.
            </Alert>
          ) : (
            <Button size="lg" fullWidth loading={acceptState.isLoading} onClick={() => void join()}>
              {acceptState.isLoading ? 'Joining...' : `Join ${offer.companyName}`}
            </Button>
          )}
        </>
      )}
    </AuthLayout>
  );
}
