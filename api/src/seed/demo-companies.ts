import type { CompanyRole } from '@freight/domain';
import { createUser, findUserByUsername } from '../modules/users/user.service';
import { companies, loadBoard, shipments } from '../store';
import { DEMO_USER_PASSWORD } from './demo-users';

/** The demo companies' members (each signs in with the demo password), by the account whose company they join. */
export const DEMO_MEMBERS: { of: string; role: CompanyRole; username: string; firstName: string; lastName: string; email: string; phone: string }[] = [
  { of: 'dmorales', role: 'billing', username: 'aortiz', firstName: 'Ana', lastName: 'Ortiz', email: 'ap@moralesfoods.example', phone: '(973) 555-0188' },
  { of: 'tbrennan', role: 'dispatcher', username: 'mkelly', firstName: 'Maya', lastName: 'Kelly', email: 'maya.kelly@brennantrucking.example', phone: '(609) 555-0120' },
  { of: 'tbrennan', role: 'driver', username: 'jruiz', firstName: 'Joe', lastName: 'Ruiz', email: 'joe.ruiz@brennantrucking.example', phone: '(609) 555-0177' },
];

/**
 * The demo companies: Morales Specialty Foods (dmorales, Owner) with its Billing clerk, and Brennan
 * Trucking (tbrennan, Owner) with a dispatcher and a driver, who drives the demo load already picked
 * up. Members join as an accepted invitation would make them; nothing is emailed.
 */
export async function createDemoCompanies(now = new Date()): Promise<void> {
  for (const member of DEMO_MEMBERS) {
    const owner = await findUserByUsername(member.of);
    if (!owner || (await findUserByUsername(member.username))) continue;
    const { of: _of, role, ...fields } = member;
    const user = await createUser({ ...fields, companyName: owner.companyName, accountType: owner.accountType, password: DEMO_USER_PASSWORD });
    await companies.moveMember(user.id, { accountId: user.id, role: 'owner' }, { accountId: owner.id, role });
  }
  const carrier = await findUserByUsername('tbrennan');
  const driver = await findUserByUsername('jruiz');
  if (!carrier || !driver) return;
  const { items } = await loadBoard.assignedTo(carrier.id, { offset: 0, limit: 50 });
  const rolling = items.find((s) => (s.status === 'picked-up' || s.status === 'in-transit') && !s.driver);
  if (!rolling) return;
  await shipments.save({
    ...rolling,
    driver: { userId: driver.id, name: `${driver.firstName} ${driver.lastName}`, phone: driver.phone ?? '', truckNumber: 'BT-214', trailerNumber: 'BT-53-08', assignedAt: now, assignedBy: 'Maya Kelly' },
  });
}
