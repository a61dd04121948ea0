import { useTestApp } from '../../test/harness';
import { AuditLog } from '../../store/testing';

const t = useTestApp();
const URL = '/api/admin/carrier-rates';

const RATE = {
  carrierName: 'Keystone Transport',
  serviceType: 'Dry Van FTL',
  baseRate: '150.00',
  perMileRate: '2.15',
  perPoundRate: '0.05',
  minimumCharge: '250.00',
};

describe('carrier rates API', () => {
  it('creates a rate (active by default), lists it newest first and records it', async () => {
    const { agent } = await t.createAdmin();
    const older = await agent.post(URL).send({ ...RATE, carrierName: 'Older Lines' }).expect(201);
    const created = await agent.post(URL).send(RATE).expect(201);
    expect(created.body).toMatchObject({ ...RATE, id: expect.any(Number), isActive: true });
    expect(created.body).not.toHaveProperty('_id');

    const list = await agent.get(URL).expect(200);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([created.body.id, older.body.id]);
    expect(list.headers['x-total-count']).toBe('2');
    const page = await agent.get(URL).query({ limit: 1, offset: 1 }).expect(200);
    expect(page.body.map((r: { id: number }) => r.id)).toEqual([older.body.id]);
    expect(await AuditLog.exists({ entity: 'carrier-rate', entityId: created.body.id, action: 'create' })).toBeTruthy();
  });

  it('answers each missing field with the spec message', async () => {
    const { agent } = await t.createAdmin();
    const res = await agent.post(URL).send({}).expect(400);
    expect(res.body).toEqual({
      message: 'Carrier name is required',
      errors: {
        carrierName: 'Carrier name is required',
        serviceType: 'Service type is required',
        baseRate: 'Base rate is required',
        perMileRate: 'Per mile rate is required',
        perPoundRate: 'Per pound rate is required',
        minimumCharge: 'Minimum charge is required',
      },
    });
    await agent.post(URL).send({ ...RATE, baseRate: '  ' }).expect(400, { message: 'Base rate is required', errors: { baseRate: 'Base rate is required' } });
    await agent.post(URL).send({ ...RATE, margin: '5' }).expect(400);
  });

  it('updates any of the fields, the active flag included, without touching the others', async () => {
    const { agent } = await t.createAdmin();
    const { body: rate } = await agent.post(URL).send(RATE).expect(201);
    const off = await agent.patch(`${URL}/${rate.id}`).send({ isActive: false }).expect(200);
    expect(off.body).toMatchObject({ ...RATE, isActive: false });
    const renamed = await agent.patch(`${URL}/${rate.id}`).send({ ...RATE, carrierName: 'Keystone Freight', isActive: false }).expect(200);
    expect(renamed.body).toMatchObject({ carrierName: 'Keystone Freight', isActive: false });
    await agent.patch(`${URL}/${rate.id}`).send({ carrierName: '' }).expect(400, { message: 'Carrier name is required', errors: { carrierName: 'Carrier name is required' } });
    await agent.patch(`${URL}/${rate.id}`).send({}).expect(400, { message: 'Nothing to update', errors: { _: 'Nothing to update' } });
    await agent.patch(`${URL}/999999`).send({ isActive: true }).expect(404, { message: 'Carrier rate not found' });
    await agent.patch(`${URL}/1.5`).send({ isActive: true }).expect(400);
    const audit = await AuditLog.find({ entity: 'carrier-rate', entityId: rate.id, action: 'update' }).sort({ id: 1 }).lean();
    expect(audit[0]).toMatchObject({ before: { isActive: true }, after: { isActive: false } });
  });

  it('deletes a rate', async () => {
    const { agent } = await t.createAdmin();
    const { body: rate } = await agent.post(URL).send(RATE).expect(201);
    await agent.delete(`${URL}/${rate.id}`).expect(204);
    await agent.delete(`${URL}/${rate.id}`).expect(404, { message: 'Carrier rate not found' });
    expect(await AuditLog.exists({ entity: 'carrier-rate', entityId: rate.id, action: 'delete' })).toBeTruthy();
  });
});
