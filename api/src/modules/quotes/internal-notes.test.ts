import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { useTestApp, type Agent } from '../../test/harness';
import { MailMessage } from '../../store/testing';
import { eventually } from '../mail/mail-test-helpers';

const run = promisify(execFile);
const t = useTestApp();

/** Staff's internal note: a margin and a carrier cost, which no customer may ever read. */
const SECRET = 'Margin 18%, carrier cost $1,020 via Brennan';
const MESSAGE = 'Pickup Tuesday morning; dock 4 takes liftgate trucks.';

/** The PDF's text as poppler's pdftotext reads it. */
async function pdfText(agent: Agent, url: string): Promise<string> {
  const res = await agent
    .get(url)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    })
    .expect(200);
  const dir = await mkdtemp(path.join(tmpdir(), 'internal-notes-'));
  try {
    await writeFile(path.join(dir, 'quote.pdf'), res.body as Buffer);
    return (await run('pdftotext', [path.join(dir, 'quote.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const mailsTo = async (to: string) => MailMessage.find({ to }).lean();

describe("staff's internal notes stay internal", () => {
  it('never reach the customer: not in the portal list, the decision answers, the PDF or any email; the message to the customer does', async () => {
    const admin = (await t.createAdmin()).agent;
    const { user, password } = await t.createUser({ email: 'grace@cobolcargo.example' });
    const customer = t.agent();
    await t.signIn(customer, user.username, password);

    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const { id } = (await customer.post('/api/customer-quotes').send({ serviceNeeded: 'Cross-Docking', projectDetails: 'Two pallets' }).expect(201)).body;
      ids.push(id);
      await admin
        .patch(`/api/admin/quotes/${id}`)
        .send({ status: 'approved', estimatedPrice: '1250', adminNotes: SECRET, customerMessage: MESSAGE })
        .expect(200);
    }
    const [toAccept, toDecline] = ids;

    // Staff see both fields.
    const staffView = (await admin.get(`/api/admin/quotes/${toAccept}`).expect(200)).body;
    expect(staffView).toMatchObject({ adminNotes: SECRET, customerMessage: MESSAGE });

    // The portal's list.
    const list = await customer.get('/api/customer-quotes').expect(200);
    expect(list.body).toHaveLength(2);
    for (const quote of list.body) {
      expect(quote).not.toHaveProperty('adminNotes');
      expect(quote.customerMessage).toBe(MESSAGE);
    }
    expect(list.text).not.toContain(SECRET);

    // The quote document the customer downloads.
    const document = await pdfText(customer, `/api/customer-quotes/${toAccept}/document`);
    expect(document).toContain('1,250.00');
    expect(document).not.toContain('Margin 18%');

    // The decision answers.
    const accepted = await customer.post(`/api/customer-quotes/${toAccept}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);
    expect(accepted.body.quote).not.toHaveProperty('adminNotes');
    expect(accepted.text).not.toContain(SECRET);
    const declined = await customer.post(`/api/customer-quotes/${toDecline}/decline`).send({ reason: 'Too far out' }).expect(200);
    expect(declined.body.quote).not.toHaveProperty('adminNotes');
    expect(declined.text).not.toContain(SECRET);

    // Every email to the customer: the price updates carry the message, none carries the notes.
    await eventually(async () => (await mailsTo(user.email)).filter((m) => m.kind === 'customer.quote-updated').length === 2);
    const mails = await mailsTo(user.email);
    expect(mails.length).toBeGreaterThanOrEqual(3);
    for (const mail of mails) {
      expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toContain('Margin 18%');
    }
    for (const update of mails.filter((m) => m.kind === 'customer.quote-updated')) {
      expect(update.text).toContain(MESSAGE);
      expect(update.html).toContain('Pickup Tuesday morning; dock 4 takes liftgate trucks.');
    }
  });

  it('a change to the internal notes alone emails nobody; a new message to the customer does', async () => {
    const admin = (await t.createAdmin()).agent;
    const { id } = (
      await t
        .agent()
        .post('/api/quotes')
        .send({ firstName: 'Ada', lastName: 'Brooks', email: 'ada@brooks.example', companyName: 'Brooks Haulage', serviceNeeded: 'Freight Transportation' })
        .expect(201)
    ).body;
    const count = async () => MailMessage.countDocuments({ to: 'ada@brooks.example', kind: 'customer.quote-updated' });
    await admin.patch(`/api/admin/quotes/${id}`).send({ adminNotes: SECRET }).expect(200);
    expect(await count()).toBe(0);
    await admin.patch(`/api/admin/quotes/${id}`).send({ customerMessage: MESSAGE }).expect(200);
    await eventually(async () => (await count()) === 1);
    const [mail] = await MailMessage.find({ to: 'ada@brooks.example', kind: 'customer.quote-updated' }).lean();
    expect(mail.text).toContain(MESSAGE);
    expect(mail.text).not.toContain('Margin 18%');
  });
});
