import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMPANY_CREDENTIALS, offerSnapshot, QUOTE_TERMS } from '@freight/domain';
import type { QuoteRecord } from '../../store';
import { renderQuoteDocument } from './quote-document';

const run = promisify(execFile);

/** The document's text as poppler's pdftotext reads it back, pages separated by form feeds. */
async function documentText(quote: QuoteRecord): Promise<string> {
  const chunks: Buffer[] = [];
  const pdf = renderQuoteDocument(quote, new Date('2026-11-26T15:00:00Z'));
  for await (const chunk of pdf) chunks.push(chunk as Buffer);
  const dir = await mkdtemp(path.join(tmpdir(), 'quote-document-'));
  try {
    await writeFile(path.join(dir, 'quote.pdf'), Buffer.concat(chunks));
    return (await run('pdftotext', ['-layout', path.join(dir, 'quote.pdf'), '-'])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const pagesOf = (text: string) => text.split('\f').filter((page) => page.trim());
/**
 * The words as a reader sees them: pdftotext -layout spreads lines over columns, and a line that pdfkit
 * broke after a hyphen ("15-" / "minute") reads back with a line break after it.
 */
const words = (text: string) => text.replace(/\s+/g, ' ').replace(/(\w)- (\w)/g, '$1-$2');

function pricedQuote(over: Partial<QuoteRecord> = {}): QuoteRecord {
  return {
    searchKeys: [],
    id: 41,
    userId: 7,
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@cobolcargo.test',
    phone: '(973) 555-0101',
    companyName: 'Cobol Cargo LLC',
    serviceNeeded: 'Freight Transportation',
    projectDetails: 'Two pallets of machine parts, dock to dock.',
    originZip: '07105',
    destinationZip: '19103',
    weight: '2500',
    equipmentType: 'Full Truckload / General Freight',
    status: 'approved',
    estimatedPrice: '2480.50',
    validUntil: '2026-12-03',
    decision: null,
    createdAt: new Date('2026-11-25T14:00:00Z'),
    updatedAt: new Date('2026-11-25T14:00:00Z'),
    mailOutbox: [],
    ...over,
  };
}

function accepted(quote: QuoteRecord, terms: string): QuoteRecord {
  return {
    ...quote,
    status: 'in-progress',
    decision: {
      outcome: 'accepted',
      at: new Date('2026-11-26T14:30:00Z'),
      userId: 7,
      accountName: 'Grace Hopper',
      signature: 'Grace M. Hopper',
      ip: '203.0.113.9',
      snapshot: { ...offerSnapshot(quote), terms },
    },
  };
}

describe('the quote document', () => {
  it('prints the offer on page 1 and every heading and paragraph of the current terms on page 2', async () => {
    const pages = pagesOf(await documentText(pricedQuote()));
    expect(pages).toHaveLength(2);
    const [offer, terms] = pages.map(words);

    expect(offer).toContain('Freight Quote #41');
    expect(offer).toContain('$2,480.50');
    expect(offer).toContain('07105 to 19103');
    expect(offer).toContain(`Offered on the ${QUOTE_TERMS.reference}, printed in full on the next page.`);
    expect(offer).toContain('Page 1 of 2');

    expect(terms).toContain(QUOTE_TERMS.title);
    for (const section of QUOTE_TERMS.sections) {
      expect(terms).toContain(section.heading);
      for (const paragraph of section.paragraphs) expect(terms).toContain(paragraph);
    }
    expect(terms).toContain(`${COMPANY_CREDENTIALS.usdot} · ${COMPANY_CREDENTIALS.mc}`);
    expect(terms).toContain('Page 2 of 2');
  });

  it('an accepted quote names the terms version it was accepted on', async () => {
    const text = words(await documentText(accepted(pricedQuote(), QUOTE_TERMS.reference)));
    expect(text).toContain('Grace M. Hopper (signed electronically)');
    expect(text).toContain(`Accepted on the ${QUOTE_TERMS.reference}, printed in full on the next page.`);
    expect(text).toContain(QUOTE_TERMS.sections[0].paragraphs[0]);
  });

  it('a quote accepted on the early one-sentence terms keeps that sentence, on one page', async () => {
    const early = 'This price is an estimate. Fuel surcharges and extra services may apply.';
    const pages = pagesOf(await documentText(accepted(pricedQuote(), early)));
    expect(pages).toHaveLength(1);
    expect(words(pages[0])).toContain(early);
    expect(words(pages[0])).not.toContain(QUOTE_TERMS.title);
  });

  it('keeps the offer on one page with the longest project details a request can hold', async () => {
    const pages = pagesOf(await documentText(pricedQuote({ projectDetails: 'Fragile glassware, keep upright. '.repeat(200) })));
    expect(pages).toHaveLength(2);
    expect(words(pages[0])).toContain('Page 1 of 2');
  });
});
