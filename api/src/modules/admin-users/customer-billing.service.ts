import { availableCredit, billingOf, centsOf, CUSTOMER_BILLING_MESSAGES, type CustomerBilling, type CustomerBillingUpdate, type CustomerBillingView, isBilledAccount } from '@freight/domain/billing';
import { ApiError } from '../../core/api-error';
import { onConflict } from '../../core/error';
import { logger } from '../../core/logger';
import { type SignedInUser, type StoredUser, users } from '../../store';
import { recordAudit } from '../audit/audit.service';
import { openReceivablesOf } from '../shipments/credit-limit';
import { MESSAGES } from './admin-users.service';

/** A customer or shipper account, or 404 (no such account) / 409 (an account that is never invoiced). */
async function billedAccount(id: number): Promise<StoredUser> {
  const user = await users.find(id);
  if (!user) throw new ApiError(404, MESSAGES.notFound);
  if (!isBilledAccount(user.accountType)) throw new ApiError(409, CUSTOMER_BILLING_MESSAGES.notBilledAccount);
  return user;
}

async function viewOf(user: StoredUser): Promise<CustomerBillingView> {
  const applied = billingOf(user);
  const open = await openReceivablesOf(user.id);
  return {
    userId: user.id,
    accountEmail: user.email,
    billingEmail: user.billing?.billingEmail ?? '',
    invoiceOnPod: applied.invoiceOnPod,
    termsDays: applied.terms.days,
    creditLimitCents: applied.creditLimitIsDefault ? null : applied.creditLimitCents,
    effectiveCreditLimitCents: applied.creditLimitCents,
    openReceivables: open,
    availableCents: availableCredit(applied.creditLimitCents, open.totalCents),
  };
}

/** A customer's billing settings as staff edit them, with what the customer owes and has booked now. */
export const customerBilling = async (id: number): Promise<CustomerBillingView> => viewOf(await billedAccount(id));

/** The settings as stored: only what differs from nothing set (an empty billing email or limit is the default). */
function storedSettings({ billingEmail, invoiceOnPod, termsDays, creditLimit }: CustomerBillingUpdate): CustomerBilling {
  const limitCents = creditLimit ? centsOf(creditLimit) : null;
  return { ...(billingEmail ? { billingEmail } : {}), invoiceOnPod, termsDays, ...(limitCents !== null ? { creditLimitCents: limitCents } : {}) };
}

/**
 * Staff set a customer's billing settings (the schema has checked each: email, net 1–120 days, a
 * limit of $0.00 or more). Saved at the version read; the audit log keeps before and after. New
 * invoices take them from their next one; invoices already made keep theirs.
 */
export async function updateCustomerBilling(actor: SignedInUser, id: number, update: CustomerBillingUpdate): Promise<{ user: StoredUser; billing: CustomerBillingView }> {
  const user = await billedAccount(id);
  const billing = storedSettings(update);
  const saved = await onConflict(users.save({ ...user, billing }), CUSTOMER_BILLING_MESSAGES.changedMeanwhile);
  await recordAudit({ actor, action: 'update-billing', entity: 'user', entityId: id, before: { billing: user.billing ?? null }, after: { billing } });
  logger().info({ event: 'customer.billing_updated', userId: id, by: actor.id }, 'customer billing settings saved');
  return { user: saved, billing: await viewOf(saved) };
}
