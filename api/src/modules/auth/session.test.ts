import request from 'supertest';
import { useTestApp } from '../../test/harness';
import { SESSION_HINT_COOKIE } from '@freight/domain';
import { SESSION_COOKIE } from './session';
import { User } from '../../store/testing';

const sessionCookie = (res: request.Response): string | undefined => {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0];
};

describe('sessions', () => {
  const t = useTestApp();

  it('sets an HttpOnly, SameSite=Lax session cookie with an idle expiry', async () => {
    const { user, password } = await t.createUser();
    const res = await t.agent().post('/api/login').send({ username: user.username, password });
    const header = ([] as string[]).concat(res.headers['set-cookie']).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Expires=/);
  });

  it('keeps a readable "may be signed in" hint beside the session, and drops it when the session ends', async () => {
    const hint = (res: request.Response) =>
      ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
    const { user, password } = await t.createUser();
    const agent = t.agent();
    const signedIn = hint(await agent.post('/api/login').send({ username: user.username, password }));
    expect(signedIn).toMatch(new RegExp(`^${SESSION_HINT_COOKIE.replace('.', '\\.')}=1;`));
    expect(signedIn).not.toMatch(/HttpOnly/);
    expect(signedIn).toMatch(/Max-Age=\d+/);
    // Renewed with the rolling session on every signed-in answer.
    expect(hint(await agent.get('/api/user'))).toMatch(/=1;/);
    // Sign-out clears it; so does a 401 for a browser that still carries a stale one.
    expect(hint(await agent.post('/api/logout'))).toMatch(/=;.*Expires=Thu, 01 Jan 1970/);
    const stale = await request(t.app).get('/api/user').set('Cookie', `${SESSION_HINT_COOKIE}=1`);
    expect(stale.status).toBe(401);
    expect(hint(stale)).toMatch(/=;.*Expires=Thu, 01 Jan 1970/);
    // A visitor without one gets no cookie at all.
    expect((await request(t.app).get('/api/user')).headers['set-cookie']).toBeUndefined();
  });

  it('gives a new session id at every sign-in (no session fixation)', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    const first = sessionCookie(await agent.post('/api/login').send({ username: user.username, password }));
    const second = sessionCookie(await agent.post('/api/login').send({ username: user.username, password }));
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    const old = await request(t.app).get('/api/user').set('Cookie', first!);
    expect(old.status).toBe(401);
  });

  it('treats a user deactivated or deleted meanwhile as anonymous on the next request', async () => {
    const deactivated = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, deactivated.user.username, deactivated.password);
    await User.updateOne({ id: deactivated.user.id }, { isActive: false });
    expect((await agent.get('/api/user')).status).toBe(401);

    const deleted = await t.createUser();
    const other = t.agent();
    await t.signIn(other, deleted.user.username, deleted.password);
    await User.deleteOne({ id: deleted.user.id });
    expect((await other.get('/api/user')).status).toBe(401);
  });

  it('ends the session at logout: the old cookie no longer works', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    const cookie = sessionCookie(await t.signIn(agent, user.username, password));
    const res = await agent.post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out' });
    expect(([] as string[]).concat(res.headers['set-cookie'])[0]).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await request(t.app).get('/api/user').set('Cookie', cookie!)).status).toBe(401);
  });

  it('answers logout with 200 when not signed in', async () => {
    const res = await t.agent().post('/api/logout');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Logged out' });
  });
});

describe('absolute session expiry', () => {
  const t = useTestApp({ session: { idleMs: 60 * 60_000, absoluteMs: 1500 } });

  it('signs the user out once the absolute lifetime has passed, however active', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    expect((await agent.get('/api/user')).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect((await agent.get('/api/user')).status).toBe(401);
  });
});
