import { addDays, CARRIER_WAITING_TEXTS, easternDate, type PayableView } from '@freight/domain';
import { Payable } from '../store/testing';
import { testConfig, useTestApp } from '../test/harness';
import { DEMO_USER_PASSWORD } from './demo-users';
import { runSeed } from './seed';

describe('demo payables', () => {
  const t = useTestApp();

  it('give the demo carrier four delivered loads to be paid for, at four stages of its pay, once', async () => {
    await runSeed(testConfig());
    await runSeed(testConfig());
    const carrier = t.agent();
    await carrier.post('/api/login').send({ username: 'tbrennan', password: DEMO_USER_PASSWORD }).expect(200);
    const pay = (await carrier.get('/api/carrier/payables').expect(200)).body as PayableView[];
    expect(pay.map((p) => [p.status, p.quickPay !== null, p.carrierInvoice !== null, p.payments.length])).toEqual([
      ['paid', false, true, 1],
      ['scheduled', false, true, 0],
      ['ready', true, true, 0],
      ['delivered', false, false, 0],
    ]);
    const [paid, scheduled, quick, waiting] = pay;
    expect(paid).toMatchObject({ carrierName: 'Brennan Trucking LLC', balanceCents: 0, lane: 'Newark, NJ to Hartford, CT' });
    expect(paid.payments[0].paidOn <= easternDate()).toBe(true);
    expect(scheduled.payDate! > easternDate()).toBe(true);
    expect(quick.quickPay).toMatchObject({ feePercent: 2, feeCents: 3510 });
    expect(quick.expectedPayDate! >= addDays(easternDate(), -1)).toBe(true);
    expect(waiting.waitingFor).toEqual([CARRIER_WAITING_TEXTS.invoice]);
    expect(await Payable.countDocuments()).toBe(4);
  });
});
