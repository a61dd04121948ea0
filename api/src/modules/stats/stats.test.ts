import { useTestApp } from '../../test/harness';
import { CarrierRate, counters, EquipmentPricing, Quote } from '../../store/testing';

const t = useTestApp();

const contact = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', companyName: 'Lee Logistics', serviceNeeded: 'Other' };
const rate = { serviceType: 'LTL', baseRate: '1', perMileRate: '1', perPoundRate: '1', minimumCharge: '1' };

describe('admin stats API', () => {
  it('is for admins only', async () => {
    await t.agent().get('/api/admin/stats').expect(401);
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    await agent.get('/api/admin/stats').expect(403);
  });

  it('counts users, quotes by status, carrier rates and equipment, and lists the 5 newest quotes', async () => {
    const { agent } = await t.createAdmin();
    await t.createUser({ isActive: false });
    const statuses = ['pending', 'pending', 'approved', 'rejected', 'completed', 'completed', 'completed', 'in-progress'];
    const created: number[] = [];
    for (const [i, status] of statuses.entries()) {
      const id = await counters.nextId('quotes');
      created.push(id);
      await Quote.create({ ...contact, id, status, createdAt: new Date(Date.UTC(2025, 0, i + 1)) });
    }
    for (const isActive of [true, true, false]) await CarrierRate.create({ ...rate, carrierName: `C${isActive}`, id: await counters.nextId('carrier_rates'), isActive });
    for (const [i, isActive] of [true, false].entries()) {
      await EquipmentPricing.create({ id: await counters.nextId('equipment_pricing'), equipmentType: `t${i}`, equipmentName: 'T', baseMileRate: '1', minimumRate: '1', isActive });
    }

    const { body } = await agent.get('/api/admin/stats').expect(200);
    expect(body).toMatchObject({
      users: { total: 3, active: 2 },
      quotes: { total: 8, pending: 2, approved: 1, rejected: 1, completed: 3 },
      carrierRates: { total: 3, active: 2 },
      equipment: { total: 2, active: 1 },
    });
    expect(body.recentQuotes.map((q: { id: number }) => q.id)).toEqual(created.slice(-5).reverse());
    expect(body.recentQuotes[0]).not.toHaveProperty('_id');
  });
});
