import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { ApiError } from '../../core/api-error';

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

export const HASHING_BUSY = 'Too many sign-ins at once. Please try again in a few seconds.';

/**
 * Each hash takes about 0.8 s of CPU and 128 MB, so only `concurrency` run at once and at most
 * `queue` wait for a turn; beyond that the caller gets 503 with Retry-After. Fifty simultaneous
 * sign-ins therefore hold at most `concurrency` × 128 MB, never 6 GB.
 */
let hashing = { concurrency: Math.max(1, availableParallelism()), queue: 16 };
let running = 0;
const waiting: Array<() => void> = [];

export function setPasswordHashing(limits: { concurrency: number; queue: number }): void {
  hashing = limits;
}

async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running < hashing.concurrency) running += 1;
  else if (waiting.length < hashing.queue) await new Promise<void>((resolve) => waiting.push(resolve));
  else throw new ApiError(503, HASHING_BUSY);
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line; only an idle slot is given back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number, length: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 2 * 128 * N * r * p };
  return withHashingSlot(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
  );
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
