import type { ComponentPropsWithRef } from 'react';
import styled, { type DefaultTheme } from 'styled-components';
import { CUSTOMER_OFFER_STATE_LABELS, normalizeQuoteStatus, OFFER_STATE_LABELS, type OfferState, QUOTE_STATUS_LABELS, type QuoteStatus } from '@freight/domain';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'purple' | 'accent' | 'navy';

const tones = (c: DefaultTheme['colors']): Record<BadgeTone, { bg: string; fg: string; border: string }> => ({
  neutral: { bg: c.gray100, fg: c.gray700, border: c.gray200 },
  info: { bg: c.blue100, fg: c.blue700, border: '#bfdbfe' },
  success: { bg: c.green100, fg: c.green700, border: '#bbf7d0' },
  warning: { bg: c.yellow100, fg: c.yellow700, border: '#fde68a' },
  danger: { bg: c.red100, fg: c.red700, border: '#fecaca' },
  purple: { bg: c.purple100, fg: c.purple700, border: '#ddd6fe' },
  accent: { bg: c.orange100, fg: c.orange800, border: '#fed7aa' },
  navy: { bg: c.navy800, fg: c.white, border: c.navy800 },
});

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35em;
  padding: 0.2rem 0.625rem;
  border: 1px solid ${({ theme, $tone }) => tones(theme.colors)[$tone].border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $tone }) => tones(theme.colors)[$tone].bg};
  color: ${({ theme, $tone }) => tones(theme.colors)[$tone].fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: 1.4;
  letter-spacing: 0.02em;
  white-space: nowrap;
  vertical-align: middle;
`;

export type BadgeProps = ComponentPropsWithRef<'span'> & { tone?: BadgeTone };

export function Badge({ tone = 'neutral', ...rest }: BadgeProps) {
  return <Pill $tone={tone} data-tone={tone} {...rest} />;
}

/** Quote status → colour: pending yellow, approved green, rejected red, in-progress blue, completed purple. */
export const STATUS_TONES: Record<QuoteStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  'in-progress': 'info',
  completed: 'purple',
};

export type StatusBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & { status: string | null | undefined };

/** An unknown status is shown as pending. */
export function StatusBadge({ status, ...rest }: StatusBadgeProps) {
  const s = normalizeQuoteStatus(status);
  return (
    <Badge tone={STATUS_TONES[s]} data-status={s} {...rest}>
      {QUOTE_STATUS_LABELS[s]}
    </Badge>
  );
}

/** Where a priced quote stands with the customer: awaiting (amber), accepted (green), declined (grey), expired (red). */
export const OFFER_TONES: Record<OfferState, BadgeTone> = { awaiting: 'warning', accepted: 'success', declined: 'neutral', expired: 'danger' };

export type OfferBadgeProps = Omit<BadgeProps, 'tone' | 'children'> & {
  state: OfferState;
  /** Whose words: staff's ("Awaiting customer", the default) or the customer's ("Your decision needed"). */
  audience?: 'staff' | 'customer';
};

export function OfferBadge({ state, audience = 'staff', ...rest }: OfferBadgeProps) {
  const labels = audience === 'customer' ? CUSTOMER_OFFER_STATE_LABELS : OFFER_STATE_LABELS;
  return (
    <Badge tone={OFFER_TONES[state]} data-offer={state} {...rest}>
      {labels[state]}
    </Badge>
  );
}
