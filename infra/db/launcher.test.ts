import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolveMongoUri, startDatabase } from './launcher.cjs';

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => socket.end(() => resolve(true)));
    socket.once('error', () => resolve(false));
  });

describe('database launcher', () => {
  it('uses MONGODB_URI when it is set, starting nothing', async () => {
    const db = await resolveMongoUri({ env: { MONGODB_URI: 'mongodb://db.example.com:27017/freight' } });
    expect(db).toMatchObject({ uri: 'mongodb://db.example.com:27017/freight', engine: 'external' });
    await db.stop();
  });

  it('starts FerretDB on loopback on a free port and stops it', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-launcher-'));
    const db = await startDatabase({ dataDir });
    expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    expect(await accepts(db.port)).toBe(true);
    await db.stop();
    expect(await accepts(db.port)).toBe(false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
