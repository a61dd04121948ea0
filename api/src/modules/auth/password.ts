import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/**
 * Passwords are hashed with Node's scrypt, OWASP's parameters (N=2^17, r=8, p=1) by default.
 * The stored form keeps salt and parameters: `scrypt$<log2 N>$<r>$<p>$<salt>$<hash>`, so the
 * cost can be raised later without breaking existing hashes.
 */
const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
let costLog2 = 17;

/** Tests lower the cost (config SCRYPT_COST); production refuses anything under 17. */
export function setPasswordCost(log2N: number): void {
  costLog2 = log2N;
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, length: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, costLog2, BLOCK_SIZE, PARALLELISM, KEY_LENGTH);
  return ['scrypt', costLog2, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(log2N), Number(r), Number(p), expected.length);
  return timingSafeEqual(actual, expected);
}

const dummies = new Map<number, Promise<string>>();

/** Spends the same time as a real check, so response times do not reveal which usernames exist. */
export async function burnPasswordCheck(password: string): Promise<false> {
  if (!dummies.has(costLog2)) dummies.set(costLog2, hashPassword(randomBytes(12).toString('hex')));
  await verifyPassword(password, await dummies.get(costLog2)!);
  return false;
}
