import { useTestApp } from '../../test/harness';

describe('POST /api/login', () => {
  const t = useTestApp();

  it('signs in and answers { success, message, user }', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    const res = await agent.post('/api/login').send({ username: user.username, password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Login successful', user: expect.objectContaining({ id: user.id, username: user.username }) });
    expect((await agent.get('/api/user')).body.id).toBe(user.id);
  });

  it('accepts the username in any case', async () => {
    const { user, password } = await t.createUser({ username: 'CaseyJones' });
    const res = await t.agent().post('/api/login').send({ username: 'caseyjones', password });
    expect(res.status).toBe(200);
    expect(res.body.user.username).toBe('CaseyJones');
    expect(user.id).toBe(res.body.user.id);
  });

  it('answers 401 with the same message for a wrong password and an unknown user', async () => {
    const { user } = await t.createUser();
    const wrong = await t.agent().post('/api/login').send({ username: user.username, password: 'not-it' });
    const unknown = await t.agent().post('/api/login').send({ username: 'nobody_here', password: 'not-it' });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: 'Invalid username or password', errors: { password: 'Invalid username or password' } });
    }
  });

  it('answers a deactivated account with the right password like a wrong password (it never confirms a password)', async () => {
    const { user, password } = await t.createUser({ isActive: false });
    const res = await t.agent().post('/api/login').send({ username: user.username, password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ success: false, message: 'Invalid username or password', errors: { password: 'Invalid username or password' } });
  });

  it.each([
    [{ password: 'x' }, 'Username is required'],
    [{ username: 'someone' }, 'Password is required'],
    [{ username: '', password: 'x' }, 'Username is required'],
    [{ username: { $ne: null }, password: 'x' }, 'Username is required'],
    [{ username: 'someone', password: { $gt: '' } }, 'Password is required'],
  ])('answers 400 with the spec message for %j', async (body, message) => {
    const res = await t.agent().post('/api/login').send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('never answers anything about the password', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    const login = await agent.post('/api/login').send({ username: user.username, password });
    const me = await agent.get('/api/user');
    for (const res of [login, me]) {
      expect(JSON.stringify(res.body)).not.toMatch(/password|scrypt|usernameKey|"_id"|__v/);
    }
  });
});

describe('GET /api/user', () => {
  const t = useTestApp();

  it('answers 401 when not signed in', async () => {
    const res = await t.agent().get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Not authenticated' });
  });
});
