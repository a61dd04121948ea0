import { Badge } from '@freight/ui';

/** Active / Inactive. */
export function ActiveBadge({ active }: { active: boolean }) {
  return <Badge tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Inactive'}</Badge>;
}

/** Admin / User. */
export function AdminBadge({ admin }: { admin: boolean }) {
  return <Badge tone={admin ? 'purple' : 'neutral'}>{admin ? 'Admin' : 'User'}</Badge>;
}

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
