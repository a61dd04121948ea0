import { loadConfig } from '../../config/config';
import { burnPasswordCheck, HASHING_BUSY, hashPassword, setPasswordCost, setPasswordHashing, verifyPassword } from './password';

describe('password hashing', () => {
  beforeAll(() => setPasswordCost(12));

  it('stores scrypt with its parameters and a random salt', async () => {
    const a = await hashPassword('correct horse');
    const b = await hashPassword('correct horse');
    expect(a).toMatch(/^scrypt\$12\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password and refuses others', async () => {
    const stored = await hashPassword('correct horse');
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('Correct horse', stored)).toBe(false);
    expect(await verifyPassword('correct horse', 'plain-text')).toBe(false);
  });

  it('keeps verifying old hashes after the cost changes', async () => {
    const stored = await hashPassword('pw');
    setPasswordCost(13);
    expect(await verifyPassword('pw', stored)).toBe(true);
    setPasswordCost(12);
  });

  it('uses OWASP parameters (N=2^17, r=8, p=1) by default in configuration', () => {
    expect(loadConfig({ DEMO_MODE: 'true' }).scryptCost).toBe(17);
  });

  it('spends a real check on unknown users and always fails', async () => {
    expect(await burnPasswordCheck('anything')).toBe(false);
  });
});

describe('password hashing under load', () => {
  beforeAll(() => setPasswordCost(12));
  afterAll(() => setPasswordHashing({ concurrency: 2, queue: 16 }));

  it('runs at most `concurrency` hashes at once, queues `queue` more, and refuses the rest with 503', async () => {
    setPasswordHashing({ concurrency: 1, queue: 2 });
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => hashPassword('pw')));
    const refused = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    expect(refused).toHaveLength(3);
    for (const error of refused) expect(error).toMatchObject({ status: 503, message: HASHING_BUSY });
    // Every slot came back: a later hash runs at once.
    await expect(hashPassword('pw')).resolves.toMatch(/^scrypt\$/);
  });
});
