import mongoose from 'mongoose';
import { COMPANY_MESSAGES, INVITATION_VALID_MS } from '@freight/domain';
import { type Agent, useTestApp } from '../../test/harness';
import { users } from '../../store';
import { BOOKING, sentInvoice } from '../../test/billing-fixtures';
import { migrateCompanyAccounts } from '../../store/migrations/company-accounts';
import { invite } from './companies.service';

const t = useTestApp();

async function signedIn(fields: Record<string, unknown> = {}) {
  const created = await t.createUser(fields as never);
  const agent = t.agent();
  await t.signIn(agent, created.user.username, created.password);
  return { ...created, agent };
}

/** An invitation from `owner` (its link's token), as the email would carry it. */
async function invitationFrom(ownerId: number, email: string, role: 'shipper' | 'billing' | 'dispatcher' | 'driver', now?: Date) {
  const owner = (await users.find(ownerId))!;
  return (await invite(owner, { email, role }, now)).token;
}

describe('company accounts', () => {
  it('makes every new account the Owner of its own company, and refuses staff', async () => {
    const { user, agent } = await signedIn({ companyName: 'Solo Shipping' });
    const res = await agent.get('/api/company').expect(200);
    expect(res.body).toEqual({
      company: { id: user.id, kind: 'shipper', name: 'Solo Shipping' },
      me: { id: user.id, role: 'owner', capabilities: ['quotes', 'shipments', 'invoices', 'members'] },
      members: [expect.objectContaining({ id: user.id, role: 'owner', founder: true })],
      invitations: [],
    });
    const admin = await t.createAdmin();
    expect((await admin.agent.get('/api/company').expect(403)).body.message).toBe(COMPANY_MESSAGES.staffHaveNoCompany);
  });

  it('lets an invitee with an account join once, with the role invited, and lists the pending invitations to the Owner only', async () => {
    const owner = await signedIn({ companyName: 'Harbor Pantry Foods' });
    const invitee = await signedIn({ email: 'billing.clerk@pantry.example' });
    const created = await owner.agent.post('/api/company/invitations').send({ email: 'Billing.Clerk@pantry.example', role: 'billing' }).expect(201);
    expect(created.body.invitation).toEqual(expect.objectContaining({ email: 'billing.clerk@pantry.example', role: 'billing' }));
    expect((await owner.agent.get('/api/company').expect(200)).body.invitations).toHaveLength(1);

    const token = await invitationFrom(owner.user.id, 'billing.clerk@pantry.example', 'billing');
    const preview = await t.agent().post('/api/invitations/preview').send({ token }).expect(200);
    expect(preview.body).toEqual(expect.objectContaining({ companyName: 'Harbor Pantry Foods', kind: 'shipper', role: 'billing' }));

    const joined = await invitee.agent.post('/api/invitations/accept').send({ token }).expect(200);
    expect(joined.body.company).toEqual({ id: owner.user.id, kind: 'shipper', name: 'Harbor Pantry Foods' });
    expect(joined.body.me).toEqual({ id: invitee.user.id, role: 'billing', capabilities: ['invoices'] });
    expect(joined.body.invitations).toEqual([]);
    // Single use: the same link again, by anyone, is refused.
    expect((await invitee.agent.post('/api/invitations/accept').send({ token }).expect(404)).body.message).toBe(COMPANY_MESSAGES.invitationInvalid);
    await t.agent().post('/api/invitations/preview').send({ token }).expect(404);
    const members = (await owner.agent.get('/api/company').expect(200)).body.members;
    expect(members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [owner.user.id, 'owner'],
      [invitee.user.id, 'billing'],
    ]);
  });

  it('refuses an expired link, a link sent to another address, and a company of the other kind', async () => {
    const owner = await signedIn();
    const late = await signedIn({ email: 'late@example.com' });
    const expired = await invitationFrom(owner.user.id, 'late@example.com', 'shipper', new Date(Date.now() - INVITATION_VALID_MS - 1000));
    await late.agent.post('/api/invitations/accept').send({ token: expired }).expect(404);

    const other = await signedIn();
    const forLate = await invitationFrom(owner.user.id, 'late@example.com', 'shipper');
    expect((await other.agent.post('/api/invitations/accept').send({ token: forLate }).expect(403)).body.message).toBe(COMPANY_MESSAGES.invitationForOther);

    const carrier = await signedIn({ accountType: 'carrier', email: 'hauler@example.com' });
    const forCarrier = await invitationFrom(owner.user.id, 'hauler@example.com', 'shipper');
    expect((await carrier.agent.post('/api/invitations/accept').send({ token: forCarrier }).expect(409)).body.message).toBe(COMPANY_MESSAGES.invitationKind);
    // The refused uses did not spend the links.
    await late.agent.post('/api/invitations/accept').send({ token: forLate }).expect(200);
    await t.agent().post('/api/invitations/preview').send({ token: 'short' }).expect(400);
  });

  it('gives each role only its own: a dispatcher or driver of a carrier company, and only the Owner manages members', async () => {
    const owner = await signedIn({ accountType: 'carrier', companyName: 'Valley Haulers' });
    const dispatcher = await signedIn({ accountType: 'carrier', email: 'dispatch@valley.example' });
    await dispatcher.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'dispatch@valley.example', 'dispatcher') }).expect(200);
    const view = (await dispatcher.agent.get('/api/company').expect(200)).body;
    expect(view.me.capabilities).toEqual(['loadBoard', 'offers', 'documents', 'assignDrivers', 'assignedLoads']);
    expect(view.invitations).toEqual([]);
    expect((await dispatcher.agent.post('/api/company/invitations').send({ email: 'x@example.com', role: 'driver' }).expect(403)).body.message).toBe(COMPANY_MESSAGES.ownerOnly);
    // A shipper company's role is not a carrier company's.
    expect((await owner.agent.post('/api/company/invitations').send({ email: 'x@example.com', role: 'billing' }).expect(400)).body.message).toBe(COMPANY_MESSAGES.roleNotInCompany);
    expect((await owner.agent.post('/api/company/invitations').send({ email: 'x@example.com', role: 'owner' }).expect(400)).body.message).toBe(COMPANY_MESSAGES.ownerByTransfer);
    await owner.agent.put(`/api/company/members/${dispatcher.user.id}/role`).send({ role: 'driver' }).expect(200);
    expect((await dispatcher.agent.get('/api/company').expect(200)).body.me.capabilities).toEqual(['assignedLoads']);
  });

  it('ends every session of a removed member at once, and they are back on their own account', async () => {
    const owner = await signedIn();
    const member = await signedIn({ email: 'leaving@example.com' });
    await member.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'leaving@example.com', 'shipper') }).expect(200);
    const otherBrowser = t.agent();
    await t.signIn(otherBrowser, member.user.username, member.password);
    await owner.agent.delete(`/api/company/members/${member.user.id}`).expect(204);
    await member.agent.get('/api/user').expect(401);
    await otherBrowser.get('/api/company').expect(401);
    const back = t.agent();
    await t.signIn(back, member.user.username, member.password);
    expect((await back.get('/api/company').expect(200)).body.company.id).toBe(member.user.id);
    await owner.agent.delete(`/api/company/members/${member.user.id}`).expect(404);
  });

  it('always has an Owner: the Owner cannot leave, the founder stays, and a transfer hands the company over', async () => {
    const founder = await signedIn();
    const heir = await signedIn({ email: 'heir@example.com' });
    await heir.agent.post('/api/invitations/accept').send({ token: await invitationFrom(founder.user.id, 'heir@example.com', 'shipper') }).expect(200);
    expect((await founder.agent.delete(`/api/company/members/${founder.user.id}`).expect(409)).body.message).toBe(COMPANY_MESSAGES.ownerCannotLeave);
    expect((await heir.agent.delete(`/api/company/members/${founder.user.id}`).expect(403)).body.message).toBe(COMPANY_MESSAGES.ownerOnly);

    const handed = await founder.agent.post('/api/company/owner').send({ userId: heir.user.id, role: 'billing' }).expect(200);
    expect(handed.body.me.role).toBe('billing');
    const members = (await heir.agent.get('/api/company').expect(200)).body.members;
    expect(members.map((m: { id: number; role: string }) => [m.id, m.role])).toEqual([
      [founder.user.id, 'billing'],
      [heir.user.id, 'owner'],
    ]);
    // The new Owner cannot remove the person who opened the account, nor leave it.
    expect((await heir.agent.delete(`/api/company/members/${founder.user.id}`).expect(409)).body.message).toBe(COMPANY_MESSAGES.founderStays);
    expect((await heir.agent.delete(`/api/company/members/${heir.user.id}`).expect(409)).body.message).toBe(COMPANY_MESSAGES.ownerCannotLeave);
    // The old Owner is no longer one.
    await founder.agent.post('/api/company/owner').send({ userId: heir.user.id, role: 'shipper' }).expect(403);
  });

  it('of two transfers at once, one wins and the company has exactly one Owner', async () => {
    const owner = await signedIn();
    const a = await signedIn({ email: 'a.heir@example.com' });
    const b = await signedIn({ email: 'b.heir@example.com' });
    await a.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'a.heir@example.com', 'shipper') }).expect(200);
    await b.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'b.heir@example.com', 'shipper') }).expect(200);
    const answers = await Promise.all([a.user.id, b.user.id].map((userId) => owner.agent.post('/api/company/owner').send({ userId, role: 'shipper' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409].sort());
    const owners = await mongoose.connection.collection('users').countDocuments({ 'membership.accountId': owner.user.id, 'membership.role': 'owner' });
    expect(owners).toBe(1);
  });

  it('refuses joining while in another company or with members of one’s own', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const person = await signedIn({ email: 'busy@example.com' });
    await person.agent.post('/api/invitations/accept').send({ token: await invitationFrom(first.user.id, 'busy@example.com', 'shipper') }).expect(200);
    const again = await invitationFrom(second.user.id, 'busy@example.com', 'shipper');
    expect((await person.agent.post('/api/invitations/accept').send({ token: again }).expect(409)).body.message).toBe(COMPANY_MESSAGES.leaveFirst);
    // After leaving, the same link works.
    await person.agent.delete(`/api/company/members/${person.user.id}`).expect(204);
    const agent: Agent = t.agent();
    await t.signIn(agent, person.user.username, person.password);
    await agent.post('/api/invitations/accept').send({ token: again }).expect(200);
    // An Owner whose company has members hands it over before joining another.
    const team = await signedIn({ email: 'team.owner@example.com' });
    const helper = await signedIn({ email: 'helper@example.com' });
    await helper.agent.post('/api/invitations/accept').send({ token: await invitationFrom(team.user.id, 'helper@example.com', 'shipper') }).expect(200);
    const away = await invitationFrom(first.user.id, 'team.owner@example.com', 'shipper');
    expect((await team.agent.post('/api/invitations/accept').send({ token: away }).expect(409)).body.message).toBe(COMPANY_MESSAGES.hasMembers);
  });

  it('migrates an account stored before companies in place: the Owner of its own, staff none, and a second run changes nothing', async () => {
    const customer = await t.createUser();
    const admin = await t.createAdmin();
    const raw = mongoose.connection.collection('users');
    await raw.updateMany({ id: { $in: [customer.user.id, admin.user.id] } }, { $unset: { membership: '' } });
    expect(await migrateCompanyAccounts()).toBeGreaterThanOrEqual(1);
    expect((await raw.findOne({ id: customer.user.id }))?.membership).toEqual({ accountId: customer.user.id, role: 'owner' });
    expect((await raw.findOne({ id: admin.user.id }))?.membership).toBeUndefined();
    expect(await migrateCompanyAccounts()).toBe(0);
  });

  it('shares the company’s records by role: its Shipper books on its quotes, its Billing member reads its invoices and nothing else', async () => {
    const admin = await t.createAdmin();
    const owner = await signedIn({ companyName: 'Shared Records Co' });
    const shipper = await signedIn({ email: 'ships@shared.example', firstName: 'Sam', lastName: 'Shipper' });
    const billing = await signedIn({ email: 'pays@shared.example' });
    await shipper.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'ships@shared.example', 'shipper') }).expect(200);
    await billing.agent.post('/api/invitations/accept').send({ token: await invitationFrom(owner.user.id, 'pays@shared.example', 'billing') }).expect(200);

    // The Shipper requests a quote for the company: the Owner sees it, with the Shipper's name on it.
    const quoteId = (await shipper.agent.post('/api/customer-quotes').send({ serviceNeeded: 'Freight Transportation' }).expect(201)).body.id as number;
    const ownersQuotes = (await owner.agent.get('/api/customer-quotes?limit=50').expect(200)).body as { id: number; firstName: string; companyName: string }[];
    expect(ownersQuotes.find((q) => q.id === quoteId)).toEqual(expect.objectContaining({ firstName: 'Sam', companyName: 'Shared Records Co' }));
    await admin.agent.patch(`/api/admin/quotes/${quoteId}`).send({ status: 'approved', estimatedPrice: '1,400.00' }).expect(200);
    await owner.agent.post(`/api/customer-quotes/${quoteId}/accept`).send({ signature: 'Olive Owner', accept: true }).expect(200);
    const shipment = (await shipper.agent.post('/api/shipments').send({ quoteId, ...BOOKING }).expect(201)).body.shipment as { id: number; userId?: number; events: { recordedBy?: { name?: string } }[] };
    await owner.agent.get(`/api/shipments/${shipment.id}`).expect(200);
    expect(JSON.stringify(shipment.events)).toContain('Sam Shipper');

    // Billing: the company's invoices, not its quotes or shipments.
    expect((await billing.agent.get('/api/customer-quotes').expect(403)).body.message).toBe(COMPANY_MESSAGES.notAllowed);
    await billing.agent.get(`/api/shipments/${shipment.id}`).expect(403);
    const invoice = await sentInvoice(admin.agent, owner.agent);
    const seen = (await billing.agent.get('/api/invoices?limit=50').expect(200)).body as { id: number }[];
    expect(seen.map((i) => i.id)).toContain(invoice.id);
    await billing.agent.get(`/api/invoices/${invoice.id}/pdf`).expect(200);
    // The Shipper does not read invoices; someone outside the company reads none of it.
    await shipper.agent.get('/api/invoices').expect(403);
    const outsider = await signedIn();
    await outsider.agent.get(`/api/shipments/${shipment.id}`).expect(403);
    expect(((await outsider.agent.get('/api/invoices?limit=50').expect(200)).body as { id: number }[]).map((i) => i.id)).not.toContain(invoice.id);
  });

  it('sends the members of a company whose opening account staff deleted back to their own accounts, signed out', async () => {
    const admin = await t.createAdmin();
    const founder = await signedIn();
    const member = await signedIn({ email: 'orphan@example.com' });
    await member.agent.post('/api/invitations/accept').send({ token: await invitationFrom(founder.user.id, 'orphan@example.com', 'shipper') }).expect(200);
    await admin.agent.delete(`/api/admin/users/${founder.user.id}`).expect(204);
    await member.agent.get('/api/user').expect(401);
    const again = t.agent();
    await t.signIn(again, member.user.username, member.password);
    const own = (await again.get('/api/company').expect(200)).body;
    expect(own.company.id).toBe(member.user.id);
    expect(own.me.role).toBe('owner');
  });
});
