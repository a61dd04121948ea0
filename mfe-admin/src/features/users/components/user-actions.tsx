import { ADMIN_FORM_TEXTS, PRIMARY_ADMIN, PRIMARY_ADMIN_MESSAGES, type User } from '@freight/domain';
import { isBilledAccount } from '@freight/domain/billing';
import { RowActions } from '../../../components/list-toolbar';
import { GuardedButton } from './guarded-button';

const SELF_TIP = ADMIN_FORM_TEXTS.ownAccountLocked;

interface UserActionsProps {
  user: User;
  /** The signed-in admin: the server refuses changes to yourself, so the buttons say so up front. */
  selfId: number | undefined;
  onToggleActive: (user: User) => void;
  onToggleAdmin: (user: User) => void;
  onDelete: (user: User) => void;
  /** Customers and shippers: their billing settings (billing email, invoice on POD, terms, credit limit). */
  onBilling: (user: User) => void;
}

export function UserActions({ user, selfId, onToggleActive, onToggleAdmin, onDelete, onBilling }: UserActionsProps) {
  const primary = user.id === PRIMARY_ADMIN.id;
  const self = user.id === selfId;
  const name = `${user.firstName} ${user.lastName}`;
  return (
    <RowActions>
      {isBilledAccount(user.accountType) && (
        <GuardedButton label={`Billing settings for ${name}`} onClick={() => onBilling(user)}>
          Billing
        </GuardedButton>
      )}
      <GuardedButton
        blockedReason={self && user.isActive ? SELF_TIP : undefined}
        label={`${user.isActive ? 'Deactivate' : 'Activate'} ${name}`}
        onClick={() => onToggleActive(user)}
      >
        {user.isActive ? 'Deactivate' : 'Activate'}
      </GuardedButton>
      <GuardedButton
        blockedReason={primary ? PRIMARY_ADMIN_MESSAGES.rightsLocked : self && user.isAdmin ? SELF_TIP : undefined}
        label={`${user.isAdmin ? 'Remove admin rights from' : 'Make admin'} ${name}`}
        onClick={() => onToggleAdmin(user)}
      >
        {user.isAdmin ? 'Remove Admin' : ADMIN_FORM_TEXTS.makeAdmin}
      </GuardedButton>
      <GuardedButton
        blockedReason={primary ? PRIMARY_ADMIN_MESSAGES.deleteLocked : self ? SELF_TIP : undefined}
        variant="subtleDanger"
        label={`Delete ${name}`}
        onClick={() => onDelete(user)}
      >
        Delete
      </GuardedButton>
    </RowActions>
  );
}
