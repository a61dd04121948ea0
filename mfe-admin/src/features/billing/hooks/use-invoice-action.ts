import { useCallback } from 'react';
import { ADMIN_TOASTS } from '@freight/domain';
import { errorMessage, useToast } from '@freight/platform';

/**
 * Runs an invoice action and reports it in a toast with the server's own sentence: what it did
 * ("Invoice INV-2026-000123 sent. …") or why it refused. Resolves to the error (or null), so the
 * dialog can show the refusal in place too.
 */
export function useInvoiceAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<{ message: string }>, failure: string): Promise<unknown> => {
      try {
        const { message } = await action();
        toast({ title: ADMIN_TOASTS.successTitle, description: message, variant: 'success' });
        return null;
      } catch (error) {
        toast({ title: ADMIN_TOASTS.errorTitle, description: errorMessage(error) ?? failure, variant: 'destructive' });
        return error ?? new Error(failure);
      }
    },
    [toast],
  );
}
