import { CAPABILITIES, capabilitiesOf, CARRIER_ROLES, companyKindOf, membershipOf, roleCan, rolesOf, SHIPPER_ROLES } from './company-accounts';

describe('company roles', () => {
  it.each([
    ['shipper', 'owner', ['quotes', 'shipments', 'invoices', 'members']],
    ['shipper', 'shipper', ['quotes', 'shipments']],
    ['shipper', 'billing', ['invoices']],
    ['carrier', 'owner', ['loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads', 'pay', 'members']],
    ['carrier', 'dispatcher', ['loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads']],
    ['carrier', 'driver', ['assignedLoads']],
  ] as const)('a %s company’s %s may do exactly %j', (kind, role, allowed) => {
    expect(CAPABILITIES.filter((c) => roleCan(kind, role, c)).sort()).toEqual([...allowed].sort());
    expect(capabilitiesOf(kind, role).sort()).toEqual([...allowed].sort());
  });

  it('gives a role of the other kind of company nothing', () => {
    expect(roleCan('shipper', 'driver', 'assignedLoads')).toBe(false);
    expect(roleCan('carrier', 'billing', 'invoices')).toBe(false);
  });

  it('names each kind’s roles, the Owner first, and the kind of an account', () => {
    expect(rolesOf('shipper')).toEqual(SHIPPER_ROLES);
    expect(rolesOf('carrier')).toEqual(CARRIER_ROLES);
    expect([companyKindOf('customer'), companyKindOf('shipper'), companyKindOf('carrier')]).toEqual(['shipper', 'shipper', 'carrier']);
  });

  it('makes an account without a membership the Owner of its own', () => {
    expect(membershipOf({ id: 7 })).toEqual({ accountId: 7, role: 'owner' });
    expect(membershipOf({ id: 7, membership: { accountId: 3, role: 'billing' } })).toEqual({ accountId: 3, role: 'billing' });
  });
});
