import type { ReactNode } from 'react';

/** The toast's shapes, apart from the provider, so the toaster and its parts import no component module. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** How long the toast stays up; 5000 ms unless a toast says otherwise. */
  durationMs?: number;
}

export interface ToastData extends ToastOptions {
  id: number;
  variant: ToastVariant;
  durationMs: number;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen (at most one at a time). */
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  /** Dismisses the given toast, or whichever is showing. */
  dismiss: (id?: number) => void;
}
