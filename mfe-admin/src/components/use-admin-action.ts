import { useCallback } from 'react';
import { useToast } from '@freight/platform';

/**
 * Runs an admin change and reports it: 'Success' with `success`, or 'Error' with the spec's
 * failure text. Resolves to the thrown error (or null) so dialogs can show the server's reasons too.
 */
export function useAdminAction() {
  const { toast } = useToast();
  return useCallback(
    async (action: () => Promise<unknown>, success: string, failure: string): Promise<unknown> => {
      try {
        await action();
        toast({ title: 'Success', description: success, variant: 'success' });
        return null;
      } catch (error) {
        toast({ title: 'Error', description: failure, variant: 'destructive' });
        return error ?? new Error(failure);
      }
    },
    [toast],
  );
}
