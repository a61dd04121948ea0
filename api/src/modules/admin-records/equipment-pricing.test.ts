import { useTestApp } from '../../test/harness';
import { AuditLog } from '../../store/testing';

const t = useTestApp();
const URL = '/api/admin/equipment-pricing';

const DRY_VAN = {
  equipmentType: 'dry-van',
  equipmentName: "53' Dry Van",
  description: 'Enclosed trailer for general freight',
  baseMileRate: '2.25',
  minimumRate: '300.00',
  weightCapacity: '45,000 lbs',
};

describe('equipment pricing API', () => {
  it('creates, lists, updates (active flag included) and deletes equipment types, recording each change', async () => {
    const { agent } = await t.createAdmin();
    const { body: item } = await agent.post(URL).send(DRY_VAN).expect(201);
    expect(item).toMatchObject({ ...DRY_VAN, isActive: true, id: expect.any(Number) });

    const list = await agent.get(URL).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: item.id })]);
    expect(list.headers['x-total-count']).toBe('1');

    const updated = await agent.patch(`${URL}/${item.id}`).send({ ...DRY_VAN, minimumRate: '325.00', isActive: false }).expect(200);
    expect(updated.body).toMatchObject({ minimumRate: '325.00', isActive: false });

    await agent.delete(`${URL}/${item.id}`).expect(204);
    await agent.get(URL).expect(200, []);
    const actions = (await AuditLog.find({ entity: 'equipment-pricing', entityId: item.id }).sort({ id: 1 }).lean()).map((e) => e.action);
    expect(actions).toEqual(['create', 'update', 'delete']);
  });

  it('keeps the equipment type unique, on create and on update', async () => {
    const { agent } = await t.createAdmin();
    await agent.post(URL).send(DRY_VAN).expect(201);
    await agent.post(URL).send(DRY_VAN).expect(409, { message: 'Equipment type already exists' });
    const { body: reefer } = await agent.post(URL).send({ ...DRY_VAN, equipmentType: 'reefer', equipmentName: 'Reefer' }).expect(201);
    await agent.patch(`${URL}/${reefer.id}`).send({ equipmentType: 'dry-van' }).expect(409, { message: 'Equipment type already exists' });
    await agent.patch(`${URL}/${reefer.id}`).send({ equipmentType: 'reefer', equipmentName: 'Reefer 53' }).expect(200);
  });

  it('answers missing fields with the spec messages; description and weight capacity are optional', async () => {
    const { agent } = await t.createAdmin();
    const res = await agent.post(URL).send({ description: 'x' }).expect(400);
    expect(res.body).toEqual({
      message: 'Equipment type is required',
      errors: {
        equipmentType: 'Equipment type is required',
        equipmentName: 'Equipment name is required',
        baseMileRate: 'Base mile rate is required',
        minimumRate: 'Minimum rate is required',
      },
    });
    await agent.post(URL).send({ equipmentType: 'flatbed', equipmentName: 'Flatbed', baseMileRate: '2.5', minimumRate: '350' }).expect(201);
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    const { agent } = await t.createAdmin();
    await agent.patch(`${URL}/424242`).send({ isActive: true }).expect(404, { message: 'Equipment pricing not found' });
    await agent.delete(`${URL}/424242`).expect(404, { message: 'Equipment pricing not found' });
    await agent.delete(`${URL}/-1`).expect(400);
  });
});
