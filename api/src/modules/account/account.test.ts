import { createHash } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@freight/domain';
import { backgroundWritesSettled } from '../../core/background-writes';
import { useTestApp } from '../../test/harness';
import { passwordResets } from '../../store';
import { MailMessage, PasswordReset, User } from '../../store/testing';
import { USER_MESSAGES } from '../users/user.service';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

/** The reset emails recorded for an address (the outbox renders each into mail_messages). */
async function resetMailsTo(email: string) {
  return MailMessage.find({ to: email, kind: 'customer.password-reset' }).lean();
}

/** The token in a reset email's link. */
const tokenIn = (text: string) => /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('forgot password', () => {
  const t = useTestApp();

  async function askForLink(email: string) {
    const res = await t.agent().post('/api/password-reset/request').send({ email });
    await backgroundWritesSettled();
    return res;
  }

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const { user } = await t.createUser();
    const known = await askForLink(user.email.toUpperCase());
    const unknown = await askForLink('nobody-here@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
    expect(await MailMessage.countDocuments({ to: 'nobody-here@example.com' })).toBe(0);

    const [mail] = await resetMailsTo(user.email);
    expect(mail.subject).toMatch(/Reset your/);
    const token = tokenIn(mail.text)!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    // Only the hash is kept with the link, with its hour.
    const link = await PasswordReset.findById(sha256(token)).lean();
    expect(link?.userId).toBe(user.id);
    expect(new Date(link!.expiresAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(await PasswordReset.countDocuments({ _id: token })).toBe(0);
  });

  it('sends nothing for a deactivated account, with the same answer', async () => {
    const { user } = await t.createUser({ isActive: false });
    const res = await askForLink(user.email);
    expect(res.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.resetRequested });
    expect(await resetMailsTo(user.email)).toHaveLength(0);
  });

  it('refuses a malformed address with the registration message', async () => {
    const res = await t.agent().post('/api/password-reset/request').send({ email: 'not-an-email' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('sets the new password once, ends every session, and refuses the link afterwards', async () => {
    const { user, password } = await t.createUser();
    const signedIn = t.agent();
    await t.signIn(signedIn, user.username, password);
    await askForLink(user.email);
    const token = tokenIn((await resetMailsTo(user.email))[0].text)!;

    const res = await t.agent().post('/api/password-reset').send({ token, password: 'brand-new-1' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetDone);
    await signedIn.get('/api/user').expect(401);
    await t.agent().post('/api/login').send({ username: user.username, password }).expect(401);
    await t.signIn(t.agent(), user.username, 'brand-new-1');

    const again = await t.agent().post('/api/password-reset').send({ token, password: 'another-pw' });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: ACCOUNT_MESSAGES.resetInvalid, errors: { token: ACCOUNT_MESSAGES.resetInvalid } });
    await t.signIn(t.agent(), user.username, 'brand-new-1');
  });

  it('lets exactly one of two concurrent resets with one link through', async () => {
    const { user } = await t.createUser();
    await askForLink(user.email);
    const token = tokenIn((await resetMailsTo(user.email))[0].text)!;
    const answers = await Promise.all(['first-pw-1', 'second-pw-2'].map((password) => t.agent().post('/api/password-reset').send({ token, password })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const winner = ['first-pw-1', 'second-pw-2'][answers.findIndex((a) => a.status === 200)];
    const loser = ['first-pw-1', 'second-pw-2'][answers.findIndex((a) => a.status === 400)];
    await t.signIn(t.agent(), user.username, winner);
    await t.agent().post('/api/login').send({ username: user.username, password: loser }).expect(401);
  });

  it('refuses an expired link and an unknown one with the same message, changing nothing', async () => {
    const { user, password } = await t.createUser();
    const token = 'expired-token-for-the-test';
    await passwordResets.create(sha256(token), user.id, new Date(Date.now() - 1000));
    const before = (await User.findOne({ id: user.id }).lean())!.password;
    for (const tried of [token, 'no-such-token']) {
      const res = await t.agent().post('/api/password-reset').send({ token: tried, password: 'brand-new-1' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    }
    expect((await User.findOne({ id: user.id }).lean())!.password).toBe(before);
    await t.signIn(t.agent(), user.username, password);
  });

  it('ends every other unused link of the account once one sets the password', async () => {
    const { user } = await t.createUser();
    await askForLink(user.email);
    await askForLink(user.email);
    const [first, second] = (await resetMailsTo(user.email)).map((mail) => tokenIn(mail.text)!);
    expect(first).not.toBe(second);
    await t.agent().post('/api/password-reset').send({ token: first, password: 'brand-new-1' }).expect(200);
    const stale = await t.agent().post('/api/password-reset').send({ token: second, password: 'someone-else-2' });
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(ACCOUNT_MESSAGES.resetInvalid);
    await t.signIn(t.agent(), user.username, 'brand-new-1');
  });

  it('ends the unused links when the password is changed from the profile', async () => {
    const { user, password } = await t.createUser();
    await askForLink(user.email);
    const token = tokenIn((await resetMailsTo(user.email))[0].text)!;
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    await agent.put('/api/user/password').send({ currentPassword: password, newPassword: 'changed-pw-3' }).expect(200);
    await t.agent().post('/api/password-reset').send({ token, password: 'someone-else-2' }).expect(400);
    await t.signIn(t.agent(), user.username, 'changed-pw-3');
  });

  it('holds a new password to the registration rules, keeping the link', async () => {
    const { user } = await t.createUser();
    await askForLink(user.email);
    const token = tokenIn((await resetMailsTo(user.email))[0].text)!;
    const res = await t.agent().post('/api/password-reset').send({ token, password: '123' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ password: 'Password must be at least 6 characters' });
    await t.agent().post('/api/password-reset').send({ token, password: 'good-one-1' }).expect(200);
  });
});

describe('forgot password rate limit', () => {
  const t = useTestApp({
    rateLimits: {
      ...Object.fromEntries(['loginIp', 'loginPair', 'loginUsername', 'registerIp', 'quoteIp', 'laneIp', 'passwordResetIp'].map((name) => [name, { windowMs: 3_600_000, limit: 1000 }])),
      passwordResetIp: { windowMs: 3_600_000, limit: 3 },
      passwordResetEmail: { windowMs: 3_600_000, limit: 2 },
    } as never,
  });

  it('limits requests per email address, known or not, and per client address', async () => {
    const ask = (email: string) => t.agent().post('/api/password-reset/request').send({ email });
    expect((await ask('someone@example.com')).status).toBe(200);
    expect((await ask('someone@example.com')).status).toBe(200);
    const third = await ask('someone@example.com');
    expect(third.status).toBe(429);
    expect(third.body.message).toMatch(/^Too many attempts/);
    // The fourth request from this address is over the per-address limit whatever the email.
    expect((await ask('other@example.com')).status).toBe(429);
  });
});

describe('the profile page', () => {
  const t = useTestApp();
  const details = { firstName: 'Rita', lastName: 'Alvarez', email: '', phone: '(973) 555-0199', companyName: 'Alvarez Imports' };

  it('answers 401 to anonymous requests', async () => {
    await t.agent().put('/api/user/profile').send({ ...details, email: 'a@example.com' }).expect(401);
    await t.agent().put('/api/user/password').send({ currentPassword: 'x', newPassword: 'secret2' }).expect(401);
  });

  it('saves name, phone, company and a new email; the old address is free again and the new one signs nothing in twice', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const email = `new_${user.id}@example.com`;
    const res = await agent.put('/api/user/profile').send({ ...details, email: email.toUpperCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.profileSaved, user: { firstName: 'Rita', phone: '(973) 555-0199', companyName: 'Alvarez Imports', email } });
    expect(res.body.user.password).toBeUndefined();
    const stored = await User.findOne({ id: user.id }).lean();
    expect(stored).toMatchObject({ firstName: 'Rita', lastName: 'Alvarez', email, phone: '(973) 555-0199' });
    // The old address can be registered by somebody else now.
    await t.createUser({ email: user.email });
    // A reset for the new address finds the account.
    await t.agent().post('/api/password-reset/request').send({ email });
    await backgroundWritesSettled();
    expect(await MailMessage.countDocuments({ to: email, kind: 'customer.password-reset' })).toBe(1);
    // A blank phone is removed.
    const cleared = await agent.put('/api/user/profile').send({ ...details, email, phone: '' });
    expect(cleared.body.user.phone).toBeUndefined();
  });

  it('refuses an email another account has with the registration message, changing nothing', async () => {
    const { user: other } = await t.createUser();
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const res = await agent.put('/api/user/profile').send({ ...details, email: other.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: USER_MESSAGES.emailTaken, errors: { email: USER_MESSAGES.emailTaken } });
    const stored = await User.findOne({ id: user.id }).lean();
    expect(stored).toMatchObject({ email: user.email, firstName: user.firstName });
    // Its own address stays its own: saving it again works.
    await agent.put('/api/user/profile').send({ ...details, email: user.email }).expect(200);
  });

  it('refuses bad details with the registration messages', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const res = await agent.put('/api/user/profile').send({ ...details, firstName: '', email: 'nope', phone: 'call me' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ firstName: 'First name is required', email: 'Please enter a valid email address', phone: 'Please enter a valid phone number' });
  });

  it('changes the password with the current one, ending the other sessions and keeping this one', async () => {
    const { user, password } = await t.createUser();
    const here = t.agent();
    const elsewhere = t.agent();
    await t.signIn(here, user.username, password);
    await t.signIn(elsewhere, user.username, password);

    const wrong = await here.put('/api/user/password').send({ currentPassword: 'not-it', newPassword: 'secret-2' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: ACCOUNT_MESSAGES.currentPasswordWrong, errors: { currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong } });
    const short = await here.put('/api/user/password').send({ currentPassword: password, newPassword: '123' });
    expect(short.body.errors).toEqual({ newPassword: 'Password must be at least 6 characters' });
    await elsewhere.get('/api/user').expect(200);

    const res = await here.put('/api/user/password').send({ currentPassword: password, newPassword: 'secret-2' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(ACCOUNT_MESSAGES.passwordChanged);
    await here.get('/api/user').expect(200);
    await elsewhere.get('/api/user').expect(401);
    await t.agent().post('/api/login').send({ username: user.username, password }).expect(401);
    await t.signIn(t.agent(), user.username, 'secret-2');
  });
});
