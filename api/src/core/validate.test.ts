import express from 'express';
import request from 'supertest';
import { listQuerySchema, loginSchema } from '@freight/domain/schemas';
import { storeErrorOf } from '../store';
import { useTestApp } from '../test/harness';
import { errorHandler } from './error';
import { validate } from './validate';

function appWith(handler: express.RequestHandler) {
  const app = express();
  app.use(express.json({ limit: '1mb' }));
  app.post('/login', validate({ body: loginSchema }), handler);
  app.get('/list', validate({ query: listQuerySchema }), handler);
  app.use(errorHandler(storeErrorOf));
  return app;
}

const echo: express.RequestHandler = (req, res) => {
  res.json({ body: req.body, query: req.query });
};

describe('validate()', () => {
  it('answers 400 with the first field message and every field error', async () => {
    const res = await request(appWith(echo)).post('/login').send({});
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Username is required',
      errors: { username: 'Username is required', password: 'Password is required' },
    });
  });

  it('lists at most 20 field errors and says in its message how many more there are, so the answer stays small', async () => {
    const body = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`field${i}`, i]));
    const res = await request(appWith(echo)).post('/login').send({ username: 'ann', password: 'pw', ...body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toEqual(Array.from({ length: 20 }, (_, i) => `field${i}`));
    expect(res.body.message).toBe('field0 is not allowed …and 9,980 more');
    expect(res.text.length).toBeLessThan(2_000);
  });

  it('lists every field error when there are 20 or fewer', async () => {
    const body = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`field${i}`, i]));
    const res = await request(appWith(echo)).post('/login').send({ username: 'ann', password: 'pw', ...body });
    expect(Object.keys(res.body.errors)).toHaveLength(20);
    expect(res.body.message).toBe('field0 is not allowed');
  });

  it('rejects unknown fields', async () => {
    const res = await request(appWith(echo)).post('/login').send({ username: 'a', password: 'b', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ isAdmin: 'isAdmin is not allowed' });
  });

  it('refuses query operators where a string is expected', async () => {
    const res = await request(appWith(echo)).post('/login').send({ username: { $ne: null }, password: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Username is required');
  });

  it('hands the handler converted values, including the query', async () => {
    const res = await request(appWith(echo)).get('/list?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.query).toEqual({ limit: 5, offset: 0 });
    const login = await request(appWith(echo)).post('/login').send({ username: '  Ann  ', password: 'pw' });
    expect(login.body.body).toEqual({ username: 'Ann', password: 'pw' });
  });
});

describe('validate() in the API', () => {
  const t = useTestApp();

  it('answers a 79 KB quote request with 10,000 unknown fields in a few hundred bytes', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`x${i}`, 1]));
    const body = { firstName: 'Dana', lastName: 'Reyes', email: 'dana@example.com', companyName: 'Harbor Foods', serviceNeeded: 'Specialized Cargo', ...unknown };
    expect(JSON.stringify(body).length).toBeGreaterThan(79_000);
    const res = await t.agent().post('/api/quotes').send(body);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors)).toHaveLength(20);
    expect(res.body.message).toBe('x0 is not allowed …and 9,980 more');
    expect(res.text.length).toBeLessThan(1_000);
  });
});
