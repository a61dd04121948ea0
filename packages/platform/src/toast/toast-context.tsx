import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { TIMING } from '@freight/domain';
import { Toaster } from './toaster';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays up; SPEC.md §9 default 5000 ms. */
  durationMs?: number;
}

export interface ToastData extends ToastOptions {
  id: number;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (SPEC.md §4: at most one at a time). */
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  /** Dismisses the given toast, or whichever is showing. */
  dismiss: (id?: number) => void;
}

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
