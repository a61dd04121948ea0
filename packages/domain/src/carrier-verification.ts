import type { CarrierDocumentType } from './carrier-documents';

/**
 * A carrier account is Pending from its registration until staff have checked its authority and
 * insurance and verify it; staff can suspend it (with the reason) and verify it again. Only a
 * verified, active carrier will be offered loads.
 */
export const CARRIER_STATUSES = ['pending', 'verified', 'suspended'] as const;
export type CarrierStatus = (typeof CARRIER_STATUSES)[number];

export const CARRIER_STATUS_LABELS: Record<CarrierStatus, string> = {
  pending: 'Pending verification',
  verified: 'Verified',
  suspended: 'Suspended',
};

/** One change of a carrier's status: what it became, why, who changed it and when. */
export interface CarrierStatusChange {
  status: CarrierStatus;
  /** Why: a suspension's reason, or the override reason of a verification without documents. */
  reason?: string;
  /** A verification staff made without these documents on file (their override reason is `reason`). */
  override?: CarrierDocumentType[];
  /** The staff member's username, or "registration" for the first entry. */
  by: string;
  at: string;
}

export type CarrierAction = 'verify' | 'suspend';

export const CARRIER_VERIFICATION_MESSAGES = {
  notFound: 'Carrier not found',
  changedMeanwhile: 'This carrier was just changed. Please reload it and try again.',
  alreadyVerified: 'This carrier is already verified',
  alreadySuspended: 'This carrier is already suspended',
  reasonRequired: 'Please give the reason for the suspension',
  verified: 'Carrier verified',
  suspended: 'Carrier suspended',
  verifyFailed: 'Failed to verify carrier',
  suspendFailed: 'Failed to suspend carrier',
} as const;

/** What the action makes of a carrier in `from`, or why it cannot be done (a 409 on the server). */
export function carrierStatusAfter(from: CarrierStatus, action: CarrierAction): { status: CarrierStatus } | { refused: string } {
  if (action === 'verify') return from === 'verified' ? { refused: CARRIER_VERIFICATION_MESSAGES.alreadyVerified } : { status: 'verified' };
  return from === 'suspended' ? { refused: CARRIER_VERIFICATION_MESSAGES.alreadySuspended } : { status: 'suspended' };
}

/** What a carrier reads about its own status on its dashboard. */
export const CARRIER_STATUS_EXPLAINED: Record<CarrierStatus, string> = {
  pending:
    'Our carrier team is checking your USDOT and MC authority and your insurance. This usually takes one business day; we email you as soon as your account is verified.',
  verified: 'Your account is verified. Keep your insurance current with our carrier team so that it stays that way.',
  suspended: 'Your account is suspended, so no loads can be offered to it. Contact our carrier team to have it reviewed.',
};
