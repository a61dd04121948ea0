import { useTestApp } from '../../test/harness';
import { AuditLog } from '../../store/testing';

const t = useTestApp();
const URL = '/api/admin/website-content';

describe('website content API', () => {
  it('creates content (type text and active by default), lists and updates it, recording each change', async () => {
    const { agent } = await t.createAdmin();
    const { body: item } = await agent.post(URL).send({ section: 'hero', contentKey: 'headline', contentValue: 'Reliable supply chains' }).expect(201);
    expect(item).toMatchObject({ section: 'hero', contentKey: 'headline', contentType: 'text', isActive: true, id: expect.any(Number) });

    const list = await agent.get(URL).expect(200);
    expect(list.body).toEqual([expect.objectContaining({ id: item.id, contentValue: 'Reliable supply chains' })]);
    expect(list.headers['x-total-count']).toBe('1');

    const updated = await agent.patch(`${URL}/${item.id}`).send({ contentValue: 'Freight, handled', isActive: false }).expect(200);
    expect(updated.body).toMatchObject({ contentValue: 'Freight, handled', isActive: false, contentType: 'text' });
    const actions = (await AuditLog.find({ entity: 'website-content', entityId: item.id }).sort({ id: 1 }).lean()).map((e) => e.action);
    expect(actions).toEqual(['create', 'update']);
  });

  it('answers missing fields with the spec messages and refuses unknown content types', async () => {
    const { agent } = await t.createAdmin();
    const res = await agent.post(URL).send({}).expect(400);
    expect(res.body).toEqual({
      message: 'Section is required',
      errors: { section: 'Section is required', contentKey: 'Content key is required', contentValue: 'Content value is required' },
    });
    await agent.post(URL).send({ section: 'a', contentKey: 'b', contentValue: 'c', contentType: 'video' }).expect(400);
    await agent.patch(`${URL}/999`).send({ contentValue: 'x' }).expect(404, { message: 'Website content not found' });
  });
});
