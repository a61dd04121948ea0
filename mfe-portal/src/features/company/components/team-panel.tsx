import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import {
  COMPANY_MESSAGES,
  COMPANY_ROLE_DESCRIPTIONS,
  COMPANY_ROLE_LABELS,
  type CompanyMember,
  type CompanyRole,
  type CompanyView,
  formatEasternDateTime,
  rolesOf,
} from '@freight/domain';
import { invitationSchema } from '@freight/domain/schemas';
import { errorMessage, useToast } from '@freight/platform';
import { Alert, Badge, Button, Card, Field, Input, Select, Spinner } from '@freight/ui';
import { Dialog } from '@freight/ui/widgets';
import { CardHeading, CardTable } from '../../../components/card-table';
import {
  useChangeRoleMutation,
  useGetCompanyQuery,
  useInviteMutation,
  useRemoveMemberMutation,
  useRevokeInvitationMutation,
  useTransferOwnershipMutation,
} from '../../../hooks/company-api';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/** An email address breaks anywhere rather than run past a phone's card. */
const Address = styled.span`
  overflow-wrap: anywhere;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const InviteRow = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
  margin-top: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

const Spaced = styled(Actions)`
  margin-top: ${({ theme }) => theme.space[4]};
`;

const Center = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[10]} 0;
`;

const nameOf = (member: Pick<CompanyMember, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();
const roleOptions = (roles: readonly CompanyRole[]) => roles.map((role) => ({ value: role, label: COMPANY_ROLE_LABELS[role] }));

/**
 * The Team tab: the company's members and roles. Everyone sees who is in it; the Owner invites by
 * email, changes roles, removes members, withdraws invitations and hands the company over; a member
 * may leave.
 */
export function TeamPanel() {
  const { data, isLoading, error } = useGetCompanyQuery();
  if (isLoading) {
    return (
      <Center>
        <Spinner label="Loading your team" showLabel />
      </Center>
    );
  }
  if (!data) return <Alert tone="danger" title={errorMessage(error) ?? COMPANY_MESSAGES.teamNotLoaded} />;
  return <Team view={data} />;
}

function Team({ view }: { view: CompanyView }) {
  const owner = view.me.role === 'owner';
  const [removing, setRemoving] = useState<CompanyMember | null>(null);
  const [transferring, setTransferring] = useState(false);
  return (
    <Stack>
      <Card padding="lg">
        <Heading>{view.company.name}</Heading>
        <Muted>
          Your role: <strong>{COMPANY_ROLE_LABELS[view.me.role]}</strong> ({COMPANY_ROLE_DESCRIPTIONS[view.me.role].toLowerCase()}).
        </Muted>
        {owner && <InviteForm kind={view.company.kind} />}
      </Card>
      <MembersTable view={view} onRemove={setRemoving} />
      {owner && view.invitations.length > 0 && <Invitations view={view} />}
      {owner && view.members.length > 1 && (
        <Card padding="lg">
          <Heading>Transfer ownership</Heading>
          <Muted>Hand the company to another member. You keep the role you choose; the company always has one Owner.</Muted>
          <Spaced>
            <Button variant="outline" onClick={() => setTransferring(true)}>
              Transfer Ownership
            </Button>
          </Spaced>
        </Card>
      )}
      {removing && <RemoveDialog member={removing} self={removing.id === view.me.id} onClose={() => setRemoving(null)} />}
      {transferring && <TransferDialog view={view} onClose={() => setTransferring(false)} />}
    </Stack>
  );
}

function InviteForm({ kind }: { kind: CompanyView['company']['kind'] }) {
  const roles = rolesOf(kind).filter((role) => role !== 'owner');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>(roles[0]);
  const [fieldError, setFieldError] = useState<string>();
  const [invite, { isLoading }] = useInviteMutation();
  const { toast } = useToast();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = invitationSchema.validate({ email, role });
    if (checked.error) {
      setFieldError(checked.error.details[0].message);
      return;
    }
    setFieldError(undefined);
    try {
      await invite(checked.value).unwrap();
      toast({ title: `Invitation sent to ${checked.value.email}`, description: `As ${COMPANY_ROLE_LABELS[role]}. The link works once, for 7 days.`, variant: 'success' });
      setEmail('');
    } catch (failed) {
      setFieldError(errorMessage(failed) ?? COMPANY_MESSAGES.inviteFailed);
    }
  };

  return (
    <InviteRow onSubmit={(event) => void submit(event)} noValidate aria-label="Invite a member">
      <Field label="Email to invite" error={fieldError} required>
        <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" placeholder="name@company.com" />
      </Field>
      <Field label="Role">
        <Select value={role} onChange={(e) => setRole(e.target.value as CompanyRole)} options={roleOptions(roles)} />
      </Field>
      <Button type="submit" loading={isLoading}>
        {isLoading ? 'Sending...' : 'Send Invitation'}
      </Button>
    </InviteRow>
  );
}

function MembersTable({ view, onRemove }: { view: CompanyView; onRemove: (member: CompanyMember) => void }) {
  const owner = view.me.role === 'owner';
  const [changeRole] = useChangeRoleMutation();
  const { toast } = useToast();
  const roles = rolesOf(view.company.kind).filter((role) => role !== 'owner');

  const setRole = async (member: CompanyMember, role: CompanyRole) => {
    try {
      await changeRole({ id: member.id, role }).unwrap();
      toast({ title: `${nameOf(member)} is now ${COMPANY_ROLE_LABELS[role]}`, variant: 'success' });
    } catch (failed) {
      toast({ title: 'The role was not changed', description: errorMessage(failed), variant: 'destructive' });
    }
  };

  return (
    <div>
      <SectionTitle>Members ({view.members.length})</SectionTitle>
      <CardTable label="Members" aria-label="Members" cardsOnPhone>
        <thead>
          <tr>
            <th scope="col">Member</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {view.members.map((member) => {
            const self = member.id === view.me.id;
            const canRemove = owner && !self && member.role !== 'owner' && !member.founder;
            const canLeave = self && member.role !== 'owner' && !member.founder;
            return (
              <tr key={member.id}>
                <CardHeading scope="row">
                  {nameOf(member)}
                  {self && ' (you)'}
                </CardHeading>
                <td data-label="Email">
                  <Address>{member.email}</Address>
                </td>
                <td data-label="Role">
                  {owner && member.role !== 'owner' ? (
                    <Select aria-label={`Role of ${nameOf(member)}`} value={member.role} onChange={(e) => void setRole(member, e.target.value as CompanyRole)} options={roleOptions(roles)} />
                  ) : (
                    <Badge tone={member.role === 'owner' ? 'info' : 'neutral'}>{COMPANY_ROLE_LABELS[member.role]}</Badge>
                  )}
                </td>
                <td data-label="Actions">
                  <Actions>
                    {canRemove && (
                      <Button size="sm" variant="outline" onClick={() => onRemove(member)}>
                        Remove
                      </Button>
                    )}
                    {canLeave && (
                      <Button size="sm" variant="outline" onClick={() => onRemove(member)}>
                        Leave Company
                      </Button>
                    )}
                    {!canRemove && !canLeave && '—'}
                  </Actions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
    </div>
  );
}

function Invitations({ view }: { view: CompanyView }) {
  const [revoke] = useRevokeInvitationMutation();
  const { toast } = useToast();
  return (
    <div>
      <SectionTitle>Pending invitations</SectionTitle>
      <CardTable label="Pending invitations" aria-label="Pending invitations" cardsOnPhone>
        <thead>
          <tr>
            <th scope="col">Invited</th>
            <th scope="col">Role</th>
            <th scope="col">Works until</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {view.invitations.map((invitation) => (
            <tr key={invitation.id}>
              <CardHeading scope="row">
                <Address>{invitation.email}</Address>
              </CardHeading>
              <td data-label="Role">{COMPANY_ROLE_LABELS[invitation.role]}</td>
              <td data-label="Works until">{formatEasternDateTime(invitation.expiresAt)}</td>
              <td data-label="Actions">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    void revoke(invitation.id)
                      .unwrap()
                      .then(
                        () => toast({ title: `Invitation to ${invitation.email} withdrawn`, variant: 'success' }),
                        (failed: unknown) => toast({ title: 'The invitation was not withdrawn', description: errorMessage(failed), variant: 'destructive' }),
                      )
                  }
                >
                  Withdraw
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </CardTable>
    </div>
  );
}

function RemoveDialog({ member, self, onClose }: { member: CompanyMember; self: boolean; onClose: () => void }) {
  const [remove, { isLoading, error }] = useRemoveMemberMutation();
  const { toast } = useToast();
  const confirm = async () => {
    try {
      await remove(member.id).unwrap();
      toast({ title: self ? 'You left the company' : `${nameOf(member)} was removed`, variant: 'success' });
      onClose();
      // Leaving signs this browser out: the next page asks for a sign-in on the person's own account.
      if (self) window.location.assign('/login');
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={self ? 'Leave the company?' : `Remove ${nameOf(member)}?`}
      description={
        self
          ? 'You go back to your own account, and you are signed out everywhere.'
          : `${nameOf(member)} loses access to the company's records at once and is signed out everywhere. Their own account stays.`
      }
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void confirm()} loading={isLoading}>
            {self ? 'Leave Company' : 'Remove Member'}
          </Button>
        </>
      }
    >
      {error && <Alert tone="danger" title={errorMessage(error) ?? COMPANY_MESSAGES.tryAgain} />}
    </Dialog>
  );
}

function TransferDialog({ view, onClose }: { view: CompanyView; onClose: () => void }) {
  const others = view.members.filter((member) => member.id !== view.me.id);
  const roles = rolesOf(view.company.kind).filter((role) => role !== 'owner');
  const [heir, setHeir] = useState(String(others[0]?.id ?? ''));
  const [keep, setKeep] = useState<CompanyRole>(roles[0]);
  const [transfer, { isLoading, error }] = useTransferOwnershipMutation();
  const { toast } = useToast();
  const confirm = async () => {
    try {
      await transfer({ userId: Number(heir), role: keep }).unwrap();
      const name = others.find((member) => String(member.id) === heir);
      toast({ title: `${name ? nameOf(name) : 'The member'} is now the Owner`, description: `Your role: ${COMPANY_ROLE_LABELS[keep]}.`, variant: 'success' });
      onClose();
    } catch {
      // Shown in the dialog.
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Transfer ownership"
      description="The new Owner manages the members from now on."
      dismissible={!isLoading}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button onClick={() => void confirm()} loading={isLoading}>
            Transfer Ownership
          </Button>
        </>
      }
    >
      {error && <Alert tone="danger" title={errorMessage(error) ?? COMPANY_MESSAGES.tryAgain} />}
      <Field label="New Owner">
        <Select value={heir} onChange={(e) => setHeir(e.target.value)} options={others.map((member) => ({ value: String(member.id), label: `${nameOf(member)} (${member.email})` }))} />
      </Field>
      <Field label="Your role after the transfer">
        <Select value={keep} onChange={(e) => setKeep(e.target.value as CompanyRole)} options={roleOptions(roles)} />
      </Field>
    </Dialog>
  );
}
