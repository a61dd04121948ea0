import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMING } from '@freight/domain';
import { Toaster } from './toaster';
import type { ToastApi, ToastData, ToastOptions } from './toast-types';

export type { ToastApi, ToastData, ToastOptions, ToastVariant } from './toast-types';

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the single visible toast and renders the notification region. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastData | null>(null);
  const nextId = useRef(1);

  const dismiss = useCallback((id?: number) => {
    setCurrent((shown) => (shown && (id === undefined || shown.id === id) ? null : shown));
  }, []);

  const toast = useCallback(
    (options: ToastOptions) => {
      const id = nextId.current++;
      setCurrent({ ...options, id, variant: options.variant ?? 'default', durationMs: options.durationMs ?? TIMING.toastDurationMs });
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <Toaster toast={current} onDismiss={dismiss} />
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a ToastProvider above it (AppProviders or renderWithProviders).');
  return api;
}
