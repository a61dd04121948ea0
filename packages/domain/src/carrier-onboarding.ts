import {
  type CarrierDocument,
  type CarrierDocumentType,
  CARRIER_DOCUMENT_TYPES,
  firstPolicyExpiry,
  lapsedCoiPolicies,
  policiesName,
  reminderDueAt,
} from './carrier-documents';
import type { CarrierStatusChange } from './carrier-verification';
import { formatLongDate } from './format';
import { formatCalendarDate } from './offer';

/**
 * A new carrier's way to being verified, as its dashboard shows it: a checklist of its certificate
 * of insurance, its W-9 and its operating authority, each with where it stands and the next step.
 * What counts as done:
 * - certificate of insurance: one is on file and none of its policies has expired (staff review it when they verify);
 * - W-9: one is on file;
 * - operating authority (the USDOT and MC numbers given at registration): FMCSA answered that the
 *   carrier is allowed to operate (when the look-up is configured), or staff checked it when they verified the carrier.
 */

/** How the carrier's operating authority was checked: FMCSA's answer, or staff's when they verified it. */
export type AuthorityCheck =
  | { by: 'fmcsa'; at: string; found: boolean; allowedToOperate: boolean; legalName?: string }
  | { by: 'staff'; at: string; staff: string };

export const ONBOARDING_STEPS = ['coi', 'w9', 'authority'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const ONBOARDING_LABELS: Record<OnboardingStep, string> = {
  coi: 'Certificate of insurance',
  w9: 'W-9',
  authority: 'Operating authority',
};

/** done: nothing to do; todo: the carrier's move; waiting: our carrier team's; problem: it needs the carrier's attention now. */
export type OnboardingState = 'done' | 'todo' | 'waiting' | 'problem';

export const ONBOARDING_STATE_LABELS: Record<OnboardingState, string> = {
  done: 'Done',
  todo: 'To do',
  waiting: 'With our team',
  problem: 'Needs attention',
};

export interface OnboardingItem {
  step: OnboardingStep;
  label: string;
  state: OnboardingState;
  /** Where it stands, in a few words. */
  status: string;
  /** What happens next, and who does it. */
  next: string;
}

const NOTHING_TO_DO = 'Nothing to do.';
const REVIEW_ON_VERIFY = 'Our carrier team reviews it when verifying your account.';

type Documents = readonly Pick<CarrierDocument, 'type' | 'review' | 'expiresOn' | 'liabilityExpiresOn' | 'cargoExpiresOn'>[];

function coiItem(documents: Documents, now: Date): OnboardingItem {
  const base = { step: 'coi' as const, label: ONBOARDING_LABELS.coi };
  const coi = documents.find((doc) => doc.type === 'coi');
  if (!coi) {
    return { ...base, state: 'todo', status: 'Not uploaded yet', next: 'Upload your certificate of insurance with the expiry dates of its auto liability and cargo policies.' };
  }
  const lapsed = lapsedCoiPolicies([coi], now);
  if (lapsed) {
    const name = policiesName(lapsed.policies);
    return {
      ...base,
      state: 'problem',
      status: `Its ${name} expired on ${formatCalendarDate(lapsed.expiresOn)}`,
      next: 'Upload your renewed certificate of insurance. Until then you cannot book or sign for loads.',
    };
  }
  const first = firstPolicyExpiry(coi);
  if (!first) return { ...base, state: 'done', status: 'On file', next: coi.review === 'accepted' ? NOTHING_TO_DO : REVIEW_ON_VERIFY };
  const until = formatCalendarDate(first.expiresOn);
  if (now >= reminderDueAt(first.expiresOn)) {
    return { ...base, state: 'done', status: `Current until ${until}`, next: `Your ${policiesName(first.policies)} expires on ${until}: upload the renewed certificate before then to stay verified.` };
  }
  return { ...base, state: 'done', status: `Current until ${until}`, next: coi.review === 'accepted' ? `${NOTHING_TO_DO} Upload the renewed certificate before ${until}.` : REVIEW_ON_VERIFY };
}

function w9Item(documents: Documents): OnboardingItem {
  const base = { step: 'w9' as const, label: ONBOARDING_LABELS.w9 };
  const w9 = documents.find((doc) => doc.type === 'w9');
  if (!w9) return { ...base, state: 'todo', status: 'Not uploaded yet', next: 'Upload your signed W-9 so we can pay you.' };
  return w9.review === 'accepted' ? { ...base, state: 'done', status: 'Accepted', next: NOTHING_TO_DO } : { ...base, state: 'done', status: 'Uploaded', next: REVIEW_ON_VERIFY };
}

function authorityItem(check: AuthorityCheck | undefined, identity: { dotNumber?: string; mcNumber?: string }): OnboardingItem {
  const base = { step: 'authority' as const, label: ONBOARDING_LABELS.authority };
  const numbers = [`USDOT ${identity.dotNumber ?? ''}`, identity.mcNumber].filter(Boolean).join(' and ');
  if (check?.by === 'staff') return { ...base, state: 'done', status: `${numbers} checked by our carrier team on ${formatLongDate(check.at)}`, next: NOTHING_TO_DO };
  if (check?.by === 'fmcsa' && check.allowedToOperate) return { ...base, state: 'done', status: `FMCSA confirmed ${numbers} on ${formatLongDate(check.at)}`, next: NOTHING_TO_DO };
  if (check?.by === 'fmcsa') {
    return {
      ...base,
      state: 'problem',
      status: check.found ? `FMCSA does not list ${numbers} as allowed to operate` : `FMCSA has no carrier with USDOT ${identity.dotNumber ?? ''}`,
      next: 'Contact our carrier team: we verify your account once FMCSA shows your authority as active.',
    };
  }
  return { ...base, state: 'waiting', status: `${numbers}, from your registration`, next: 'Our carrier team checks it with FMCSA. Nothing for you to do.' };
}

/**
 * How the carrier's authority was checked: its recorded check, or, for a carrier staff verified before
 * checks were recorded, their last verification (verifying has always meant checking the authority).
 */
export function authorityCheckOf(carrier: { authorityCheck?: AuthorityCheck; carrierStatusHistory?: readonly CarrierStatusChange[] }): AuthorityCheck | undefined {
  if (carrier.authorityCheck) return carrier.authorityCheck;
  const verified = [...(carrier.carrierStatusHistory ?? [])].reverse().find((change) => change.status === 'verified');
  return verified ? { by: 'staff', staff: verified.by, at: verified.at } : undefined;
}

/** The carrier's checklist at `now`, in the order the dashboard shows it. */
export function onboardingChecklist(
  carrier: {
    carrierDocuments?: Documents;
    authorityCheck?: AuthorityCheck;
    carrierStatusHistory?: readonly CarrierStatusChange[];
    carrierInfo?: { dotNumber?: string; mcNumber?: string } | null;
  },
  now: Date = new Date(),
): OnboardingItem[] {
  const documents = carrier.carrierDocuments ?? [];
  return [coiItem(documents, now), w9Item(documents), authorityItem(authorityCheckOf(carrier), carrier.carrierInfo ?? {})];
}

/** "2 of 3 done". */
export const checklistProgress = (items: readonly OnboardingItem[]) => `${items.filter((item) => item.state === 'done').length} of ${items.length} done`;

// ── Staff's verification ─────────────────────────────────────────────────────────────────────

/** What the documents are called in a sentence. */
const DOCUMENT_NAMES: Record<CarrierDocumentType, string> = { coi: 'certificate of insurance', w9: 'W-9' };

/**
 * The documents a carrier needs on file before staff verify it, which it does not have: staff may
 * verify it without them only with an override reason. (An expired certificate is refused outright:
 * the carrier uploads a renewed one.)
 */
export function documentsMissingForVerification(documents: readonly Pick<CarrierDocument, 'type'>[] = []): CarrierDocumentType[] {
  return CARRIER_DOCUMENT_TYPES.filter((type) => !documents.some((doc) => doc.type === type));
}

export const VERIFICATION_OVERRIDE_MESSAGES = {
  /** The 409 (and the verify dialog's explanation) while documents are missing and no reason is given. */
  documentsMissing: (missing: readonly CarrierDocumentType[]) =>
    `This carrier has no ${missing.map((type) => DOCUMENT_NAMES[type]).join(' and no ')} on file. Give an override reason to verify it without ${missing.length > 1 ? 'them' : 'it'}.`,
  reasonRequired: 'Please give the reason for verifying without the documents',
  reasonTooLong: 'The reason can be at most 500 characters',
  /** How the history names an override: "without the W-9 (override)". */
  without: (missing: readonly CarrierDocumentType[]) => `without the ${missing.map((type) => DOCUMENT_NAMES[type]).join(' and the ')} (override)`,
} as const;

/** A sentence for staff about how the authority was checked, or that it was not. */
export function authorityCheckText(check: AuthorityCheck | undefined): string {
  if (!check) return 'Not checked yet';
  if (check.by === 'staff') return `Checked by ${check.staff} on ${formatLongDate(check.at)}, when verifying`;
  if (!check.found) return `FMCSA had no carrier with this USDOT number on ${formatLongDate(check.at)}`;
  return `FMCSA on ${formatLongDate(check.at)}: ${check.allowedToOperate ? 'allowed to operate' : 'not allowed to operate'}${check.legalName ? ` (${check.legalName})` : ''}`;
}
