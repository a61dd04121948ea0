import { createPortal } from 'react-dom';
import * as RadixToast from '@radix-ui/react-toast';
import { TIMING } from '@freight/domain';
import type { ToastData } from './toast-types';
import { Body, Close, Description, Item, Title, Viewport } from './toast-styles';

export const TOAST_HOTKEY = 'F8';

/** A swipe to the right further than this dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

interface ToasterProps {
  toast: ToastData | null;
  onDismiss: (id: number) => void;
}

/**
 * The notification region on Radix Toast: F8 moves focus to it; a toast closes after its duration
 * (paused while hovered or focused, or while the window is in the background), on its close button,
 * on Escape or on a swipe right. Radix announces each toast through a live region of its own.
 * Divs, not Radix's list: each toast keeps role="status" (one at a time, so no list to announce).
 */
export function Toaster({ toast, onDismiss }: ToasterProps) {
  return (
    <RadixToast.Provider label="Notification" duration={TIMING.toastDurationMs} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toast && (
        <Item
          key={toast.id}
          asChild
          type={toast.variant === 'destructive' ? 'foreground' : 'background'}
          duration={toast.durationMs}
          onOpenChange={(open) => {
            if (!open) onDismiss(toast.id);
          }}
          // Escape pressed in an open dialog is the dialog's (it closes), not this toast's.
          onEscapeKeyDown={(event) => {
            if (document.activeElement?.closest('[role="dialog"]')) event.preventDefault();
          }}
          $variant={toast.variant}
        >
          {/* Radix's announcement already speaks the toast: its own element stays quiet. */}
          <div role="status" aria-live="off" aria-atomic="true">
            <Body>
              {/* The space keeps title and description apart in Radix's announcement, which joins their text. */}
              <Title>
                {toast.title}{' '}
              </Title>
              {toast.description && <Description>{toast.description}</Description>}
            </Body>
            <RadixToast.Close asChild>
              <Close type="button" aria-label="Dismiss notification">
                <span aria-hidden="true">×</span>
              </Close>
            </RadixToast.Close>
          </div>
        </Item>
      )}
      {/* At the end of the body, like a dialog's layer and above it: never inside the app's own stacking context. */}
      {createPortal(
        <Viewport asChild hotkey={[TOAST_HOTKEY]} label={`Notifications ({hotkey})`}>
          <div />
        </Viewport>,
        document.body,
      )}
    </RadixToast.Provider>
  );
}
