import { INVOICE_MESSAGES, type InvoiceView, POD_MAX_BYTES } from '@freight/domain';
import { BILLING_MESSAGES } from '@freight/domain/billing';
import { backgroundWritesSettled } from '../../core/background-writes';
import { Invoice, MailMessage, storedFileCount, storedFilesOf } from '../../store/testing';
import { PDF_FILE, readyInvoice } from '../../test/billing-fixtures';
import { type Agent, useTestApp } from '../../test/harness';
import { binary, pngImage } from '../../test/pdf-files';

const t = useTestApp();

let admin: Agent;
let customer: Agent;

beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
  const created = await t.createUser({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
  customer = t.agent();
  await t.signIn(customer, created.user.username, created.password);
});

const addLine = (invoice: Pick<InvoiceView, 'id' | 'version'>, body: object) => admin.post(`/api/admin/invoices/${invoice.id}/lines`).send({ version: invoice.version, ...body });
const addLumper = (invoice: Pick<InvoiceView, 'id' | 'version'>, file: Buffer, query: object = {}, name = 'lumper-receipt.pdf') =>
  admin
    .post(`/api/admin/invoices/${invoice.id}/lines/lumper`)
    .query({ description: 'Unloading at Harbor Store', amount: '185.00', version: invoice.version, ...query })
    .set('Content-Type', 'application/octet-stream')
    .set('X-File-Name', name)
    .send(file);
const removeLine = (invoice: Pick<InvoiceView, 'id' | 'version'>, lineId: number | undefined) => admin.delete(`/api/admin/invoices/${invoice.id}/lines/${lineId}`).query({ version: invoice.version });
const stored = (id: number) => Invoice.findOne({ id }).lean();
const receipts = (invoice: Pick<InvoiceView, 'id'>) => storedFilesOf(`invoices:${invoice.id}:receipt`);

describe('lines on a ready invoice', () => {
  it('adds detention, layover and an adjustment, each on the version staff saw, and the total follows', async () => {
    const ready = await readyInvoice(admin, customer, '1,250.00');
    const detention = await addLine(ready, { kind: 'detention', description: ' Waited 3 hours at the consignee ', amount: '225.00' }).expect(201);
    expect(detention.body.message).toBe(INVOICE_MESSAGES.lineAdded('Detention'));
    const afterDetention = detention.body.invoice as InvoiceView;
    expect(afterDetention.version).toBeGreaterThan(ready.version);
    expect(afterDetention.lines[1]).toEqual({ kind: 'detention', description: 'Waited 3 hours at the consignee', amountCents: 22500, id: expect.any(Number) });
    expect(afterDetention).toMatchObject({ status: 'ready', totalCents: 147500, balanceCents: 147500 });

    const layover = (await addLine(afterDetention, { kind: 'layover', description: 'Driver held overnight', amount: '$300' }).expect(201)).body.invoice as InvoiceView;
    const adjusted = await addLine(layover, { kind: 'adjustment', description: 'Loyalty discount', amount: '-75.50' }).expect(201);
    expect(adjusted.body.message).toBe(INVOICE_MESSAGES.lineAdded('Adjustment'));
    const invoice = adjusted.body.invoice as InvoiceView;
    expect(invoice.lines.map((line) => [line.kind, line.amountCents])).toEqual([
      ['linehaul', 125000],
      ['detention', 22500],
      ['layover', 30000],
      ['adjustment', -7550],
    ]);
    expect(invoice.totalCents).toBe(169950);
    expect(new Set(invoice.lines.map((line) => line.id)).size).toBe(4);
    // The linehaul made with the invoice has no id: it stays.
    expect(invoice.lines[0].id).toBeUndefined();
    expect((await admin.get(`/api/admin/invoices/${ready.id}`).expect(200)).body).toEqual(invoice);
  });

  it('sends the invoice with the lines it has, and the email asks for that total', async () => {
    const ready = await readyInvoice(admin, customer, '1,000.00');
    await addLine(ready, { kind: 'detention', description: 'Waited 2 hours at pickup', amount: '150.00' }).expect(201);
    const sent = (await admin.post(`/api/admin/invoices/${ready.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
    expect(sent).toMatchObject({ status: 'sent', totalCents: 115000, balanceCents: 115000 });
    await backgroundWritesSettled();
    const [mail] = await MailMessage.find({ kind: 'customer.invoice-sent', 'source.id': ready.id }).lean();
    expect(mail.text).toContain('Amount due: $1,150.00');
  });

  it('refuses a line that would leave the invoice asking $0.00 or less, a charge of $0.00 or less, an adjustment of $0.00, and bad input (400), changing nothing', async () => {
    const ready = await readyInvoice(admin, customer, '1,000.00');
    const before = await stored(ready.id);
    const refusals: [object, string][] = [
      [{ kind: 'adjustment', description: 'Write off', amount: '-1,000.00' }, BILLING_MESSAGES.totalNotPositive],
      [{ kind: 'adjustment', description: 'Write off', amount: '-1,000.01' }, BILLING_MESSAGES.totalNotPositive],
      [{ kind: 'detention', description: 'Waited', amount: '0' }, BILLING_MESSAGES.chargeNotPositive('Detention')],
      [{ kind: 'layover', description: 'Overnight', amount: '-50.00' }, BILLING_MESSAGES.chargeNotPositive('Layover')],
      [{ kind: 'adjustment', description: 'Nothing', amount: '0.00' }, BILLING_MESSAGES.adjustmentZero],
    ];
    for (const [body, message] of refusals) expect((await addLine(ready, body).expect(400)).body).toEqual({ message });

    const bad = await admin.post(`/api/admin/invoices/${ready.id}/lines`).send({ kind: 'linehaul', description: ' ', amount: '12.345' }).expect(400);
    expect(bad.body.errors).toEqual({
      kind: INVOICE_MESSAGES.lineKindInvalid,
      description: BILLING_MESSAGES.lineDescription,
      amount: INVOICE_MESSAGES.amountInvalid,
      version: INVOICE_MESSAGES.versionMissing,
    });
    // A lumper comes with its receipt, never as a line of its own.
    expect((await addLine(ready, { kind: 'lumper', description: 'Unloading', amount: '100' }).expect(400)).body.errors).toEqual({ kind: INVOICE_MESSAGES.lineKindInvalid });
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.ts:|stack/i);
    expect(await stored(ready.id)).toEqual(before);
    expect((await addLine({ id: 999999, version: 0 }, { kind: 'detention', description: 'Waited', amount: '10' }).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.notFound });
  });

  it('refuses a change made on a version someone else has changed since (409), and of two changes made at once keeps one', async () => {
    const ready = await readyInvoice(admin, customer);
    const first = (await addLine(ready, { kind: 'detention', description: 'Waited 1 hour', amount: '75.00' }).expect(201)).body.invoice as InvoiceView;
    // Staff who still see the invoice as it was before that line.
    expect((await addLine(ready, { kind: 'layover', description: 'Overnight', amount: '250.00' }).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.changedMeanwhile });
    expect((await removeLine(ready, first.lines[1].id).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.changedMeanwhile });
    expect((await stored(ready.id))?.lines).toHaveLength(2);

    const racing = await Promise.all([
      addLine(first, { kind: 'layover', description: 'Overnight', amount: '250.00' }),
      addLine(first, { kind: 'adjustment', description: 'Fuel surcharge', amount: '40.00' }),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await stored(ready.id))?.lines).toHaveLength(3);
  });

  it('takes off a line staff added, at the version they saw; never the linehaul or a line that is not there (404)', async () => {
    const ready = await readyInvoice(admin, customer, '1,000.00');
    const withLine = (await addLine(ready, { kind: 'detention', description: 'Waited 1 hour', amount: '75.00' }).expect(201)).body.invoice as InvoiceView;
    const removed = await removeLine(withLine, withLine.lines[1].id).expect(200);
    expect(removed.body.message).toBe(INVOICE_MESSAGES.lineRemoved('Detention'));
    expect(removed.body.invoice).toMatchObject({ totalCents: 100000, lines: [{ kind: 'linehaul', amountCents: 100000 }] });
    const now = removed.body.invoice as InvoiceView;
    expect((await removeLine(now, withLine.lines[1].id).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.lineNotFound });
    // The linehaul has no id to name.
    expect((await removeLine(now, 999999).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.lineNotFound });
    expect((await admin.delete(`/api/admin/invoices/${ready.id}/lines/1`).expect(400)).body.errors).toEqual({ version: INVOICE_MESSAGES.versionMissing });
    expect((await admin.delete(`/api/admin/invoices/${ready.id}/lines/abc`).query({ version: now.version }).expect(400)).body.message).toBe('Id must be a positive integer');
  });

  it('refuses to take off a charge a discount relies on, which would leave the total at $0.00 or less', async () => {
    const ready = await readyInvoice(admin, customer, '100.00');
    const charged = (await addLine(ready, { kind: 'layover', description: 'Overnight', amount: '200.00' }).expect(201)).body.invoice as InvoiceView;
    const discounted = (await addLine(charged, { kind: 'adjustment', description: 'Goodwill', amount: '-250.00' }).expect(201)).body.invoice as InvoiceView;
    expect(discounted.totalCents).toBe(5000);
    expect((await removeLine(discounted, discounted.lines[1].id).expect(400)).body).toEqual({ message: BILLING_MESSAGES.totalNotPositive });
    expect((await stored(ready.id))?.lines).toHaveLength(3);
  });
});

describe('a lumper line with its receipt', () => {
  it('stores the receipt (a PDF or an image, by its content), serves it to staff only, and removes it with the line', async () => {
    const ready = await readyInvoice(admin, customer, '1,000.00');
    const png = pngImage();
    const added = await addLumper(ready, png, {}, 'IMG 2041.png').expect(201);
    expect(added.body.message).toBe(INVOICE_MESSAGES.lineAdded('Lumper'));
    const invoice = added.body.invoice as InvoiceView;
    const line = invoice.lines[1];
    expect(line).toEqual({ kind: 'lumper', description: 'Unloading at Harbor Store', amountCents: 18500, id: expect.any(Number), receipt: { name: 'IMG-2041.png', contentType: 'image/png', size: png.length } });
    expect(invoice.totalCents).toBe(118500);
    expect(await receipts(invoice)).toBe(1);

    const file = await binary(admin.get(`/api/admin/invoices/${invoice.id}/lines/${line.id}/receipt`)).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toBe('attachment; filename="IMG-2041.png"');
    expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    expect((await admin.get(`/api/admin/invoices/${invoice.id}/lines/${invoice.lines[0].id ?? 999999}/receipt`).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.noReceipt });
    expect((await customer.get(`/api/admin/invoices/${invoice.id}/lines/${line.id}/receipt`).expect(403)).body.message).toEqual(expect.any(String));

    const second = (await addLumper(invoice, PDF_FILE, { description: 'Second lumper', amount: '90' }).expect(201)).body.invoice as InvoiceView;
    expect(second.lines[2].receipt).toEqual({ name: 'lumper-receipt.pdf', contentType: 'application/pdf', size: PDF_FILE.length });
    expect(await receipts(invoice)).toBe(2);
    await removeLine(second, line.id).expect(200);
    expect(await receipts(invoice)).toBe(1);
    expect((await admin.get(`/api/admin/invoices/${invoice.id}/lines/${line.id}/receipt`).expect(404)).body).toEqual({ message: INVOICE_MESSAGES.noReceipt });
  });

  it('refuses a receipt that is not a PDF or an image (415), an empty one (400) and one over 10 MB (413), storing nothing', async () => {
    const ready = await readyInvoice(admin, customer);
    const files = await storedFileCount();
    const before = await stored(ready.id);
    expect((await addLumper(ready, Buffer.from('MZ\x90\x00 not a receipt'), {}, 'receipt.pdf').expect(415)).body).toEqual({ message: INVOICE_MESSAGES.receiptWrongType });
    expect((await addLumper(ready, Buffer.from('<html><body>receipt</body></html>'), {}, 'receipt.html').expect(415)).body).toEqual({ message: INVOICE_MESSAGES.receiptWrongType });
    expect((await addLumper(ready, Buffer.alloc(0)).expect(400)).body).toEqual({ message: INVOICE_MESSAGES.receiptEmpty });
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(POD_MAX_BYTES, 32)]);
    expect((await addLumper(ready, huge).expect(413)).body).toEqual({ message: INVOICE_MESSAGES.receiptTooLarge });
    expect((await addLumper(ready, PDF_FILE, { amount: 'lots' }).expect(400)).body.errors).toEqual({ amount: INVOICE_MESSAGES.amountInvalid });
    // A receipt for a line the rules refuse is not kept either.
    expect((await addLumper(ready, PDF_FILE, { amount: '0' }).expect(400)).body).toEqual({ message: BILLING_MESSAGES.chargeNotPositive('Lumper') });
    expect((await addLumper({ ...ready, version: ready.version + 5 }, PDF_FILE).expect(409)).body).toEqual({ message: INVOICE_MESSAGES.changedMeanwhile });
    expect(await storedFileCount()).toBe(files);
    expect(await stored(ready.id)).toEqual(before);
  });
});

describe('a sent or void invoice', () => {
  it('is never edited: every change is refused (409) with the same sentence, and nothing is stored', async () => {
    const ready = await readyInvoice(admin, customer);
    const withLine = (await addLine(ready, { kind: 'detention', description: 'Waited 1 hour', amount: '75.00' }).expect(201)).body.invoice as InvoiceView;
    const sent = (await admin.post(`/api/admin/invoices/${ready.id}/send`).send({}).expect(200)).body.invoice as InvoiceView;
    const files = await storedFileCount();
    const notEdited = { message: BILLING_MESSAGES.notEditable };
    expect((await addLine(sent, { kind: 'layover', description: 'Overnight', amount: '250.00' }).expect(409)).body).toEqual(notEdited);
    expect((await addLumper(sent, PDF_FILE).expect(409)).body).toEqual(notEdited);
    expect((await removeLine(sent, withLine.lines[1].id).expect(409)).body).toEqual(notEdited);
    // Staff who still see it as ready are told it was sent, not that it changed.
    expect((await addLine(withLine, { kind: 'layover', description: 'Overnight', amount: '250.00' }).expect(409)).body).toEqual(notEdited);
    expect(BILLING_MESSAGES.notEditable).toBe('A sent invoice is never edited. Issue a credit note, or void it and invoice again.');
    expect(await storedFileCount()).toBe(files);
    expect((await stored(ready.id))?.lines).toHaveLength(2);

    const voided = (await admin.post(`/api/admin/invoices/${sent.id}/void`).send({ reason: 'Billed twice' }).expect(200)).body.invoice as InvoiceView;
    expect((await addLine(voided, { kind: 'layover', description: 'Overnight', amount: '250.00' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.voidNotEditable });
    const readyThenVoid = await readyInvoice(admin, customer);
    const voidedReady = (await admin.post(`/api/admin/invoices/${readyThenVoid.id}/void`).send({ reason: 'Not billable' }).expect(200)).body.invoice as InvoiceView;
    expect((await addLine(voidedReady, { kind: 'layover', description: 'Overnight', amount: '250.00' }).expect(409)).body).toEqual({ message: BILLING_MESSAGES.voidNotEditable });
  });
});
