import { useCallback } from 'react';
import { ADMIN_TOASTS, type AdminOutcome } from '@freight/domain';
import { useToast } from '@freight/platform';

/**
 * Runs an admin change and reports it: 'Success' with the outcome's message, or 'Error' with the
 * spec's failure text (both from ADMIN_TOASTS). Resolves to the thrown error (or null) so dialogs
 * can show the server's reasons too.
 */
export function useAdminAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, outcome: AdminOutcome): Promise<unknown> => {
      try {
        await action();
        toast({ title: ADMIN_TOASTS.successTitle, description: outcome.success, variant: 'success' });
        return null;
      } catch (error) {
        toast({ title: ADMIN_TOASTS.errorTitle, description: outcome.failure, variant: 'destructive' });
        return error ?? new Error(outcome.failure);
      }
    },
    [toast],
  );
}
