import { COMPANY, COMPANY_ROLE_DESCRIPTIONS, COMPANY_ROLE_LABELS, type CompanyRole, formatEasternDateTime, invitationLink } from '@freight/domain';
import { renderLayout } from './layout';
import { defineMailKind } from './mail-kind';

export interface CompanyInvitationFacts {
  email: string;
  companyName: string;
  invitedBy: string;
  role: CompanyRole;
  /** The link's token (only its hash is kept with the invitation). */
  token: string;
  expiresAt: string;
}

/** An Owner invited someone to their company: a single-use link that works for 7 days. */
export const companyInvitation = defineMailKind<CompanyInvitationFacts>({
  render(invitation, { publicUrl }) {
    const role = COMPANY_ROLE_LABELS[invitation.role];
    const body = renderLayout({
      heading: `Join ${invitation.companyName} on ${COMPANY.name}`,
      paragraphs: [
        `${invitation.invitedBy} invited you to join ${invitation.companyName} as ${role} (${COMPANY_ROLE_DESCRIPTIONS[invitation.role].toLowerCase()}).`,
        `Open the link below to accept. Sign in with the account of this address (${invitation.email}), or create one first. The link works once, until ${formatEasternDateTime(invitation.expiresAt)}.`,
        `If you did not expect this, you can ignore this email. Questions: call us at ${COMPANY.phone}.`,
      ],
      action: { label: 'Accept the invitation', url: `${publicUrl}${invitationLink(invitation.token)}` },
    });
    return { to: invitation.email, subject: `${invitation.invitedBy} invited you to ${invitation.companyName}`, ...body };
  },
});
