import express from 'express';
import request from 'supertest';
import { listQuerySchema, loginSchema } from '@freight/domain/schemas';
import { storeErrorOf } from '../store';
import { errorHandler } from './error';
import { validate } from './validate';

function appWith(handler: express.RequestHandler) {
  const app = express();
  app.use(express.json());
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
