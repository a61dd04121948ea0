import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { TIMING } from '@freight/domain';
import type { ToastApi, ToastData, ToastOptions } from './toast-types';

export type { ToastApi, ToastData, ToastOptions, ToastVariant } from './toast-types';

type ToasterComponent = ComponentType<{ toast: ToastData | null; onDismiss: (id: number) => void }>;

/**
 * The toaster (Radix Toast and its styles) is fetched with the first toast: most visits never
 * show one, and the public pages stay lighter on phones (README: Architecture).
 */
let loadedToaster: ToasterComponent | null = null;
export const loadToaster = () =>
  import('./toaster').then((module) => {
    loadedToaster = module.Toaster;
    return module.Toaster;
  });

const ToastContext = createContext<ToastApi | null>(null);

/** Holds the single visible toast; renders the notification region once a toast was asked for. */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastData | null>(null);
  const [Toaster, setToaster] = useState<ToasterComponent | null>(() => loadedToaster);
  const nextId = useRef(1);

  useEffect(() => {
    if (!current || Toaster) return undefined;
    let live = true;
    void loadToaster().then((component) => live && setToaster(() => component));
    return () => {
      live = false;
    };
  }, [current, Toaster]);

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
      {Toaster && <Toaster toast={current} onDismiss={dismiss} />}
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a ToastProvider above it (AppProviders or renderWithProviders).');
  return api;
}
