import { useEffect, useState } from 'react';
import type { User } from '@freight/domain';

/** The message a refused request carries for `field`, else its general message. */
const errorOf = (error: unknown, field: string): string | undefined => {
  const data = (error as { data?: { errors?: Record<string, string>; message?: string } } | null)?.data;
  return data?.errors?.[field] ?? data?.message;
};

interface ReasonForm {
  /** The request's field the reason is sent as (its server message is shown under it). */
  field: string;
  /** Shown when the reason is shorter than 3 characters. */
  required: string;
  /** Shown when a refused request names no reason of its own. */
  failed: string;
  /** Sends the reason; resolves to an error (the dialog stays open) or null (it closes). */
  send: (carrier: User, reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** A carrier dialog that asks staff for a reason: its text, its error and its pending send, reset for each carrier. */
export function useReasonForm(carrier: User | null, { field, required, failed, send, onClose }: ReasonForm) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setReason('');
    setError(undefined);
  }, [carrier]);

  const submit = async () => {
    if (reason.trim().length < 3) {
      setError(required);
      return;
    }
    setBusy(true);
    const refused = await send(carrier!, reason.trim());
    setBusy(false);
    if (refused) setError(errorOf(refused, field) ?? failed);
    else onClose();
  };

  return { reason, setReason, error, busy, submit };
}
