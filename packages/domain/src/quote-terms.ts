import { COMPANY, COMPANY_CREDENTIALS } from './company';

/** One part of the quote terms: a heading and its paragraphs. */
export interface QuoteTermsSection {
  heading: string;
  paragraphs: readonly string[];
}

/**
 * A version of the terms a priced quote is offered on. Versions are never edited once published:
 * an accepted quote stores `reference`, and its document prints that version's text for good.
 */
export interface QuoteTerms {
  title: string;
  version: string;
  /** The first day quotes were offered on this version, as people read it. */
  effective: string;
  /** "Version 2, effective November 26, 2026". */
  versionLine: string;
  /** What an accepted quote's snapshot keeps: title and version, e.g. in the confirmation email. */
  reference: string;
  sections: readonly QuoteTermsSection[];
}

function defineTerms(terms: Omit<QuoteTerms, 'versionLine' | 'reference'>): QuoteTerms {
  return {
    ...terms,
    versionLine: `Version ${terms.version}, effective ${terms.effective}`,
    reference: `${terms.title}, version ${terms.version} (effective ${terms.effective})`,
  };
}

const TITLE = `${COMPANY.shortName} Freight Quote Terms`;

const VERSION_2 = defineTerms({
  title: TITLE,
  version: '2',
  effective: 'November 26, 2026',
  sections: [
    {
      heading: '1. Who we are and what you accept',
      paragraphs: [
        `${COMPANY.name} arranges your shipment as a licensed property broker (${COMPANY_CREDENTIALS.usdot}, ${COMPANY_CREDENTIALS.mc}). A motor carrier under contract with us hauls the freight. By accepting a quote you book that shipment on these terms. A signed shipping agreement between you and us, if there is one, takes precedence over them.`,
      ],
    },
    {
      heading: '2. How long the price holds',
      paragraphs: [
        'The price can be accepted until 11:59 PM Eastern on the "valid until" date shown. It assumes pickup within 7 days of acceptance, or on the date we agree with you in writing.',
        'The price is for the lane, weight, dimensions, commodity and equipment described in the quote. If any of them turns out different, we will tell you the new price before the freight moves. You may then cancel at no charge.',
      ],
    },
    {
      heading: '3. What the price includes',
      paragraphs: [
        'Line-haul transportation from origin to destination with the equipment quoted. One pickup and one delivery at dock-level business locations, during their normal receiving hours. Two hours of free loading time at pickup and two hours of free unloading time at delivery. The fuel surcharge in effect on the quote date. Tracking updates and a signed proof of delivery.',
      ],
    },
    {
      heading: '4. What costs extra',
      paragraphs: [
        'Services not named in the quote are charged at our published rates when they are needed. We ask you first whenever the situation allows. Examples: liftgate, inside or residential delivery, limited-access sites (construction sites, schools, military bases), delivery appointments or notification calls, lumper or unloading fees, extra stops, pallet exchange, hazardous-materials handling, oversize permits and escorts, storage, and redelivery.',
        'Detention: once the free time at a stop has run out, waiting time that the carrier did not cause is billed at $75 per hour, in 15-minute steps. A truck held until the next day is billed $350 layover per day. We tell you as soon as a driver starts waiting.',
        'Fuel surcharge: the price includes fuel at the U.S. Department of Energy weekly East Coast diesel average of the quote date. If that average rises by more than 10% before pickup, the fuel portion may rise by the same proportion. We tell you before pickup.',
      ],
    },
    {
      heading: '5. Payment',
      paragraphs: [
        'We invoice when the freight is delivered, with the proof of delivery. Invoices are due within 30 days of the invoice date for customers with approved credit. Other customers pay by card or bank transfer (ACH) before pickup.',
        'Amounts unpaid after 30 days carry a late charge of 1.5% per month, or the highest rate the law allows if lower. Please dispute a charge in writing within 15 days of the invoice; the rest of the invoice stays due. Freight charges may not be withheld to offset a cargo claim.',
      ],
    },
    {
      heading: '6. Cargo liability and insurance',
      paragraphs: [
        'The carrier is responsible for loss of or damage to your freight from pickup to delivery, under federal law (the Carmack Amendment, 49 U.S.C. § 14706). We tender freight only to carriers with active operating authority, an acceptable safety record, at least $1,000,000 auto liability and at least $100,000 cargo insurance.',
        `${COMPANY.name} also carries ${COMPANY_CREDENTIALS.cargoInsurance} of cargo insurance. It covers your loss when the carrier's coverage does not, up to the lower of the invoice value of the goods or ${COMPANY_CREDENTIALS.cargoInsurance} per shipment.`,
        'Note visible loss or damage on the delivery receipt. Report concealed damage within 5 days of delivery, and file a claim in writing within 9 months of delivery. Neither we nor the carrier are liable for delay, loss of market or other indirect losses, or for damage caused by packaging the shipper provided.',
      ],
    },
    {
      heading: '7. Cancellation',
      paragraphs: [
        'You may cancel at no charge until the carrier is dispatched, or until 24 hours before the scheduled pickup, whichever comes first. After that, a cancellation, or freight that is not ready when the truck arrives, is billed a truck-ordered-not-used fee of $250 ($500 for flatbed and specialized equipment).',
        'We may cancel a booking if the freight differs materially from the quote or cannot be moved safely or lawfully. You owe nothing for a booking we cancel.',
      ],
    },
    {
      heading: '8. Governing law',
      paragraphs: ['These terms are governed by the laws of the State of New Jersey and applicable federal transportation law.'],
    },
  ],
});

/** Every version ever offered, newest first. */
export const QUOTE_TERMS_VERSIONS: readonly QuoteTerms[] = [VERSION_2];

/** The terms new offers are made on. */
export const QUOTE_TERMS: QuoteTerms = QUOTE_TERMS_VERSIONS[0];

/**
 * The terms an accepted quote was accepted on, from what its snapshot kept. Quotes accepted before the
 * terms had versions kept their one-sentence text itself, which matches no version: null, and the
 * caller shows that text as it is.
 */
export const quoteTermsFor = (reference: string | null | undefined): QuoteTerms | null =>
  QUOTE_TERMS_VERSIONS.find((terms) => terms.reference === reference) ?? null;
