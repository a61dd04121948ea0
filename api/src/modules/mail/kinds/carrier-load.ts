import { COMPANY, OPERATIONS_EMAIL, PATHS } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

/** What a carrier's load email says: whom it goes to, which load, the rate and, for an award, the time to sign by. */
export interface CarrierLoadFacts {
  email: string;
  carrierName: string;
  number: string;
  lane: string;
  rate: string;
  /** Eastern date and time, as written ("Dec 1, 2026, 2:30 PM ET"). */
  signBy?: string;
  /** Why staff took the award back. */
  reason?: string;
}

const footer = `Questions: reply to this email or write to ${OPERATIONS_EMAIL}, or call us at ${COMPANY.phone}.`;
const dashboard = (publicUrl: string) => ({ label: 'Open your dashboard', url: `${publicUrl}${PATHS.dashboard}` });

/** Staff awarded a load to the carrier (or it booked it now): sign the rate confirmation by the deadline. */
export const carrierLoadAwarded = defineMailKind<CarrierLoadFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Load ${facts.number} is awarded to you`,
      paragraphs: [
        `Hello ${facts.carrierName}, load ${facts.number} (${facts.lane}) is awarded to you at ${facts.rate}.`,
        `Sign the rate confirmation in your dashboard by ${facts.signBy}. If it is not signed by then, the award lapses and the load goes back on the board.`,
        footer,
      ],
      action: dashboard(publicUrl),
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Awarded: load ${facts.number}, sign by ${facts.signBy}`, ...body };
  },
});

/** The award was not signed in time. */
export const carrierAwardLapsed = defineMailKind<CarrierLoadFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `The award of load ${facts.number} has lapsed`,
      paragraphs: [`Hello ${facts.carrierName}, the rate confirmation of load ${facts.number} (${facts.lane}) was not signed in time, so the award has lapsed and the load is back on the board.`, footer],
      action: dashboard(publicUrl),
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Lapsed: the award of load ${facts.number}`, ...body };
  },
});

/** Staff took back an award before the carrier signed it (a Book now they could not confirm, a changed load). */
export const carrierAwardWithdrawn = defineMailKind<CarrierLoadFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `The award of load ${facts.number} was withdrawn`,
      paragraphs: [`Hello ${facts.carrierName}, we have withdrawn the award of load ${facts.number} (${facts.lane}) at ${facts.rate} before its rate confirmation was signed. Please do not dispatch a truck for it.`, footer],
      ...(facts.reason ? { block: { label: 'Reason', text: facts.reason } } : {}),
      action: dashboard(publicUrl),
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Withdrawn: the award of load ${facts.number}`, ...body };
  },
});

/** Another carrier signed for the load: this carrier's offer is declined. */
export const carrierOfferDeclined = defineMailKind<CarrierLoadFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Your offer on load ${facts.number} was not accepted`,
      paragraphs: [`Hello ${facts.carrierName}, thank you for your offer of ${facts.rate} on load ${facts.number} (${facts.lane}). The load has gone to another carrier.`, 'New loads are posted on the board every day.', footer],
      action: dashboard(publicUrl),
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Declined: your offer on load ${facts.number}`, ...body };
  },
});

/** The award waits for a signature and its time is running out. */
export const carrierSignReminder = defineMailKind<CarrierLoadFacts>({
  render(facts, { publicUrl }) {
    const body = renderLayout({
      heading: `Sign the rate confirmation of load ${facts.number}`,
      paragraphs: [`Hello ${facts.carrierName}, load ${facts.number} (${facts.lane}) at ${facts.rate} is still waiting for your signature. Sign it by ${facts.signBy} or the award lapses.`, footer],
      action: dashboard(publicUrl),
    });
    return { to: facts.email, replyTo: OPERATIONS_EMAIL, subject: `Reminder: sign for load ${facts.number} by ${facts.signBy}`, ...body };
  },
});
