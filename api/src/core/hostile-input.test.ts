import { useTestApp } from '../test/harness';
import { AuditLog, counters, Quote } from '../store/testing';

const t = useTestApp();

async function makeQuote() {
  return Quote.create({
    id: await counters.nextId('quotes'),
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@example.com',
    companyName: 'Harbor Foods',
    serviceNeeded: 'Freight Transportation',
  });
}

describe('hostile input', () => {
  it('answers a broken percent escape in an :id with 400, on every admin resource', async () => {
    const { agent } = await t.createAdmin();
    const calls = [
      agent.get('/api/admin/users/%zz'),
      agent.patch('/api/admin/users/%zz').send({ isActive: true }),
      agent.delete('/api/admin/quotes/%E0%A4%A'),
      agent.patch('/api/admin/carrier-rates/%').send({ isActive: true }),
      agent.delete('/api/admin/equipment-pricing/%zz'),
      agent.patch('/api/admin/website-content/%zz').send({ title: 'x' }),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).not.toMatch(/URIError|at .*\.js/);
    }
  });

  it('accepts only the canonical spelling of an id: "1 ", "+5", "05" and "5.0" act on nothing', async () => {
    const { agent } = await t.createAdmin();
    const quote = await makeQuote();
    for (const spelling of [`${quote.id}%20`, `+${quote.id}`, `0${quote.id}`, `${quote.id}.0`, `${quote.id}e0`, '0x1', '-1', '0', '9'.repeat(20)]) {
      const res = await agent.delete(`/api/admin/quotes/${spelling}`);
      expect({ spelling, status: res.status }).toEqual({ spelling, status: 400 });
      expect(res.body.message).toBe('Id must be a positive integer');
    }
    expect(await Quote.exists({ id: quote.id })).toBeTruthy();
    await agent.delete(`/api/admin/quotes/${quote.id}`).expect(204);
  });

  it('rejects fields named like built-in object members and writes no audit entry', async () => {
    const { agent } = await t.createAdmin();
    const quote = await makeQuote();
    for (const key of ['toString', 'constructor', 'hasOwnProperty', 'valueOf', '__proto__', 'isPrototypeOf']) {
      const res = await agent
        .patch(`/api/admin/quotes/${quote.id}`)
        .set('Content-Type', 'application/json')
        .send(`{"${key}":1}`);
      expect({ key, status: res.status }).toEqual({ key, status: 400 });
      if (key !== '__proto__') expect(res.body.message).toBe(`${key} is not allowed`); // the JSON parser drops __proto__ itself
    }
    expect(await AuditLog.countDocuments({ entity: 'quote', entityId: quote.id })).toBe(0);
  });
});
