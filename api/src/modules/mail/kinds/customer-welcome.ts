import { type AccountType, COMPANY, PATHS, PROMISES } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface WelcomeFacts {
  firstName: string;
  username: string;
  email: string;
  accountType: AccountType;
}

const NEXT_STEPS: Record<AccountType, string[]> = {
  customer: ['Sign in and open your dashboard.', 'Send a quote request (you can start from the instant quote calculator).', 'Follow its status under My Quotes.'],
  shipper: ['Sign in and open your dashboard.', 'Send a quote request for your next shipment, with lanes and volumes.', 'Follow its status under My Quotes.'],
  carrier: ['Sign in and open your dashboard.', 'Keep your equipment and service area up to date with our operations team.', 'Watch your email for loads that fit your lanes.'],
  admin: ['Sign in and open the admin area.'],
};

/** Sent once when an account is created, whatever its type. */
export const customerWelcome = defineMailKind<WelcomeFacts>({
  render(user, { publicUrl }) {
    const body = renderLayout({
      heading: `Welcome to ${COMPANY.name}`,
      paragraphs: [
        `Hello ${user.firstName}, your ${user.accountType} account (username ${user.username}) is ready.`,
        `What to do next: ${NEXT_STEPS[user.accountType].map((step, i) => `${i + 1}. ${step}`).join(' ')}`,
        `${PROMISES.quoteResponseBadge}: every quote request is answered within ${PROMISES.quoteResponseHours} hours. Call us at ${COMPANY.phone}.`,
      ],
      action: { label: 'Open your dashboard', url: `${publicUrl}${PATHS.dashboard}` },
    });
    return { to: user.email, subject: `Welcome to ${COMPANY.name}`, ...body };
  },
});
