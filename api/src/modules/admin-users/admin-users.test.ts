import mongoose from 'mongoose';
import { useTestApp } from '../../test/harness';
import { MESSAGES, updateUser } from './admin-users.service';
import { AuditLog, Quote, User } from '../../store/testing';

const t = useTestApp();
const URL = '/api/admin/users';

beforeAll(() => t.createPrimaryAdmin());

describe('admin users API: listing', () => {
  it('lists users newest first with the total in X-Total-Count, and pages with limit/offset', async () => {
    const { agent } = await t.createAdmin();
    const a = await t.createUser();
    const b = await t.createUser();
    const first = await agent.get(URL).query({ limit: 2 }).expect(200);
    expect(first.body.map((u: { id: number }) => u.id)).toEqual([b.user.id, a.user.id]);
    const total = Number(first.headers['x-total-count']);
    expect(total).toBeGreaterThanOrEqual(4);
    const rest = await agent.get(URL).query({ limit: 500, offset: 2 }).expect(200);
    expect(rest.body).toHaveLength(total - 2);
    expect(rest.body[0]).not.toHaveProperty('password');
    expect(rest.body[0]).not.toHaveProperty('_id');
  });

  it("answers the admin list's Next (after the last row shown, with its offset) with the page at that offset", async () => {
    const { agent } = await t.createAdmin();
    for (let i = 0; i < 3; i++) await t.createUser();
    const first = await agent.get(URL).query({ limit: 2 }).expect(200);
    const next = await agent.get(URL).query({ limit: 2, offset: 2, after: first.body[1].id }).expect(200);
    const byOffset = await agent.get(URL).query({ limit: 2, offset: 2 }).expect(200);
    expect(next.body.map((u: { id: number }) => u.id)).toEqual(byOffset.body.map((u: { id: number }) => u.id));
    expect(next.headers['x-total-count']).toBe(first.headers['x-total-count']);
  });

  it('searches first and last name, username, email and company, case-insensitively, word by word', async () => {
    const { agent } = await t.createAdmin();
    const { user } = await t.createUser({ firstName: 'Marisol', lastName: 'Quintero', companyName: 'Bluefin Imports' });
    for (const search of ['marisol', 'QUINTERO', user.username, user.email, 'bluefin imp', 'Marisol bluefin']) {
      const res = await agent.get(URL).query({ search }).expect(200);
      expect(res.body.map((u: { id: number }) => u.id)).toEqual([user.id]);
      expect(res.headers['x-total-count']).toBe('1');
    }
    await agent.get(URL).query({ search: 'marisol nobody' }).expect(200, []);
  });

  it('treats search text literally, never as a pattern', async () => {
    const { agent } = await t.createAdmin();
    await agent.get(URL).query({ search: '.*' }).expect(200, []);
    await agent.get(URL).query({ search: '(' }).expect(200, []);
  });

  it('rejects a limit above 500 and unknown query fields', async () => {
    const { agent } = await t.createAdmin();
    await agent.get(URL).query({ limit: 501 }).expect(400);
    await agent.get(URL).query({ role: 'x' }).expect(400);
  });
});

describe('admin users API: activating, deactivating and admin rights', () => {
  it('deactivates a user: their session ends at once and they can no longer sign in', async () => {
    const { agent, user: admin } = await t.createAdmin();
    const { user, password } = await t.createUser();
    const victim = t.agent();
    await t.signIn(victim, user.username, password);
    const sessions = () => mongoose.connection.collection('sessions').countDocuments({ 'session.passport.user': user.id });
    expect(await sessions()).toBe(1);
    const res = await agent.patch(`${URL}/${user.id}`).send({ isActive: false }).expect(200);
    expect(res.body).toMatchObject({ id: user.id, isActive: false });
    await victim.get('/api/user').expect(401);
    expect(await sessions()).toBe(0);
    const login = await t.agent().post('/api/login').send({ username: user.username, password });
    expect(login.status).toBeGreaterThanOrEqual(400);

    await agent.patch(`${URL}/${user.id}`).send({ isActive: true }).expect(200);
    // Reactivated, the session that was ended stays ended; a new sign-in works.
    await victim.get('/api/user').expect(401);
    await t.signIn(t.agent(), user.username, password);
    const audit = await AuditLog.find({ entity: 'user', entityId: user.id }).sort({ id: 1 }).lean();
    expect(audit.map((e) => [e.action, (e.before as { isActive: boolean }).isActive, (e.after as { isActive: boolean }).isActive])).toEqual([
      ['update', true, false],
      ['update', false, true],
    ]);
    expect(audit[0].actor).toEqual({ id: admin.id, username: admin.username });
    expect(audit[0].after).not.toHaveProperty('password');
  });

  it('grants and removes admin rights; a new admin can use the admin API', async () => {
    const { agent } = await t.createAdmin();
    const { user, password } = await t.createUser();
    const other = t.agent();
    await t.signIn(other, user.username, password);
    await other.get(URL).expect(403, { message: 'Admin privileges required' });
    await agent.patch(`${URL}/${user.id}`).send({ isAdmin: true }).expect(200);
    await other.get(URL).expect(200);
    await agent.patch(`${URL}/${user.id}`).send({ isAdmin: false }).expect(200);
    await other.get(URL).expect(403);
  });

  it('validates the body and the id', async () => {
    const { agent } = await t.createAdmin();
    const { user } = await t.createUser();
    await agent.patch(`${URL}/${user.id}`).send({}).expect(400, { message: 'Nothing to update', errors: { _: 'Nothing to update' } });
    await agent.patch(`${URL}/${user.id}`).send({ isAdmin: 'maybe' }).expect(400, { message: 'Admin must be true or false', errors: { isAdmin: 'Admin must be true or false' } });
    await agent.patch(`${URL}/${user.id}`).send({ isActive: true, password: 'x' }).expect(400);
    await agent.patch(`${URL}/abc`).send({ isActive: true }).expect(400, { message: 'Id must be a positive integer', errors: { id: 'Id must be a positive integer' } });
    await agent.patch(`${URL}/0`).send({ isActive: true }).expect(400);
    await agent.patch(`${URL}/999999`).send({ isActive: true }).expect(404, { message: 'User not found' });
  });

  it('never deactivates or demotes the primary admin (id 3)', async () => {
    const { agent } = await t.createAdmin();
    for (const body of [{ isActive: false }, { isAdmin: false }, { isActive: false, isAdmin: false }]) {
      await agent.patch(`${URL}/3`).send(body).expect(403, { message: MESSAGES.primaryChange });
    }
    const res = await agent.get(URL).query({ search: 'Admin', limit: 500 }).expect(200);
    expect(res.body.find((u: { id: number }) => u.id === 3)).toMatchObject({ isAdmin: true, isActive: true });
  });

  it('stops an admin from deactivating or demoting themself', async () => {
    const { agent, user } = await t.createAdmin();
    await agent.patch(`${URL}/${user.id}`).send({ isActive: false }).expect(409, { message: MESSAGES.selfChange });
    await agent.patch(`${URL}/${user.id}`).send({ isAdmin: false }).expect(409, { message: MESSAGES.selfChange });
  });

  it('never leaves the business without an active admin', async () => {
    const { user } = await t.createUser({ isAdmin: true, accountType: 'admin' });
    const others = await User.find({ isAdmin: true, isActive: true, id: { $ne: user.id } }).lean();
    await User.updateMany({ id: { $in: others.map((o) => o.id) } }, { $set: { isActive: false } });
    try {
      const actor = { id: -1, username: 'system' } as unknown as Parameters<typeof updateUser>[0];
      await expect(updateUser(actor, user.id, { isAdmin: false })).rejects.toMatchObject({ status: 409, message: MESSAGES.lastAdmin });
    } finally {
      await User.updateMany({ id: { $in: others.map((o) => o.id) } }, { $set: { isActive: true } });
    }
  });
});

describe('admin users API: deleting', () => {
  it('deletes a user, keeps their quotes unlinked, and records it', async () => {
    const { agent } = await t.createAdmin();
    const { user } = await t.createUser();
    await Quote.create({ id: 9001, userId: user.id, firstName: 'A', lastName: 'B', email: 'a@b.co', companyName: 'C', serviceNeeded: 'Other' });
    await agent.delete(`${URL}/${user.id}`).expect(204);
    await agent.delete(`${URL}/${user.id}`).expect(404, { message: 'User not found' });
    expect(await Quote.findOne({ id: 9001 }).lean()).toMatchObject({ userId: null });
    expect(await AuditLog.exists({ entity: 'user', entityId: user.id, action: 'delete' })).toBeTruthy();
  });

  it('never deletes the primary admin, nor lets an admin delete themself', async () => {
    const { agent, user } = await t.createAdmin();
    await agent.delete(`${URL}/3`).expect(403, { message: MESSAGES.primaryDelete });
    await agent.delete(`${URL}/${user.id}`).expect(409, { message: MESSAGES.selfDelete });
    await agent.delete(`${URL}/x1`).expect(400);
  });
});
