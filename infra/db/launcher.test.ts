import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { resolveMongoUri, startDatabase } from './launcher.cjs';

const { MongoClient } = mongoose.mongo;

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

  it('refuses a SQLite sync mode it does not know, naming the ones it does', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-launcher-'));
    await expect(startDatabase({ dataDir, sync: 'off' as never })).rejects.toThrow('FERRETDB_SQLITE_SYNC must be one of normal, full, not "off"');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(['normal', 'full'] as const)('keeps every acknowledged write when the engine is killed (sync %s)', async (sync) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freight-launcher-'));
    const db = await startDatabase({ dataDir, sync });
    const client = await MongoClient.connect(db.uri);
    await client.db('kill').collection('quotes').insertMany(Array.from({ length: 50 }, (_, i) => ({ _id: `q${i}` as never, n: i })));
    await client.db('kill').collection('quotes').updateOne({ _id: 'q7' as never }, { $set: { n: 700 } });
    await client.close(true);
    process.kill(db.pid!, 'SIGKILL');
    await db.exited;
    const again = await startDatabase({ dataDir, sync, port: db.port });
    const reader = await MongoClient.connect(again.uri);
    try {
      expect(await reader.db('kill').collection('quotes').countDocuments()).toBe(50);
      expect(await reader.db('kill').collection('quotes').findOne({ _id: 'q7' as never })).toMatchObject({ n: 700 });
    } finally {
      await reader.close(true);
      await again.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
