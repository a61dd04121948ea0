import { ACCOUNT_MESSAGES, COMPANY, resetPasswordLink } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface PasswordResetFacts {
  firstName: string;
  username: string;
  email: string;
  /** The link's token (only its hash is kept with the link itself, see store/password-resets). */
  token: string;
  expiresAt: string;
}

/** Someone asked for a new password for this account: a single-use link that works for an hour. */
export const passwordReset = defineMailKind<PasswordResetFacts>({
  render(reset, { publicUrl }) {
    const body = renderLayout({
      heading: ACCOUNT_MESSAGES.chooseNewPassword,
      paragraphs: [
        `Hello ${reset.firstName}, someone (we hope you) asked to reset the password of your ${COMPANY.name} account (username ${reset.username}).`,
        'Open the link below to choose a new password. It works once, within 1 hour. Choosing a new password signs you out everywhere.',
        `If you did not ask for this, you can ignore this email: your password stays as it is. Questions: call us at ${COMPANY.phone}.`,
      ],
      action: { label: ACCOUNT_MESSAGES.chooseNewPassword, url: `${publicUrl}${resetPasswordLink(reset.token)}` },
    });
    return { to: reset.email, subject: `Reset your ${COMPANY.name} password`, ...body };
  },
});
