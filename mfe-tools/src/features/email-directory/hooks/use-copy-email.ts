import { useCallback } from 'react';
import { useToast } from '@freight/platform';

// Older browsers and non-secure origins lack navigator.clipboard; a hidden textarea + execCommand still works there.
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or document not focused: fall through to the legacy path.
  }
  return legacyCopy(text);
}

/** Copies an address and says so in a toast; when copying is impossible, shows the address to copy by hand. */
export function useCopyEmail() {
  const { toast } = useToast();
  return useCallback(
    async (email: string) => {
      const copied = await copyText(email);
      if (copied) toast({ title: 'Email copied', description: email, variant: 'success' });
      else toast({ title: 'Could not copy automatically', description: `Please copy this address: ${email}` });
      return copied;
    },
    [toast],
  );
}
