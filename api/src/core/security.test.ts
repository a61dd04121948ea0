import express from 'express';
import request from 'supertest';
import { testConfig } from '../test/harness';
import { securityHeaders } from './security';

describe('security headers', () => {
  const inlineScripts = jest.fn(() => ["'sha256-abc='"]);
  const app = express();
  app.use(securityHeaders(testConfig(), inlineScripts));
  app.get('/{*path}', (_req, res) => res.send('ok'));

  beforeEach(() => inlineScripts.mockClear());

  it('allows a page exactly its inline scripts, looked up for each page', async () => {
    const res = await request(app).get('/quote-calculator');
    expect(res.headers['content-security-policy']).toContain("script-src 'self' 'sha256-abc='");
    expect(inlineScripts).toHaveBeenCalledTimes(1);
  });

  it('gives API answers the same policy without the pages’ scripts, and never looks them up', async () => {
    const res = await request(app).get('/api/user');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('sha256');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(inlineScripts).not.toHaveBeenCalled();
  });
});
