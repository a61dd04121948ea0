import express from 'express';
import mongoose from 'mongoose';
import request from 'supertest';
import { ApiError } from './api-error';
import { storeErrorOf } from '../store';
import { errorHandler } from './error';

function appThrowing(error: unknown) {
  const app = express();
  app.get('/boom', () => {
    throw error;
  });
  app.use(errorHandler(storeErrorOf));
  return app;
}

describe('error handler', () => {
  it('answers an ApiError with its status and message', async () => {
    const res = await request(appThrowing(new ApiError(409, 'Username already exists'))).get('/boom');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'Username already exists' });
  });

  it('never leaks a stack or internal message for unexpected errors', async () => {
    const res = await request(appThrowing(new Error('secret connection string mongodb://u:p@db'))).get('/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(res.text).not.toMatch(/secret|stack|at .*\.ts/);
  });

  it('turns a duplicate key into 409', async () => {
    const duplicate = Object.assign(new Error('E11000 duplicate key error'), { code: 11000, name: 'MongoServerError' });
    const res = await request(appThrowing(duplicate)).get('/boom');
    expect(res.status).toBe(409);
  });

  it('turns an unreachable database into 503', async () => {
    const outage = new mongoose.mongo.MongoServerSelectionError('connect ECONNREFUSED 127.0.0.1:1', {} as never);
    const res = await request(appThrowing(outage)).get('/boom');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: 'Service temporarily unavailable' });
  });
});
