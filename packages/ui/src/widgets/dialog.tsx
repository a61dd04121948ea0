import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Body, CloseButton, Description, DIALOG_WIDTHS, Footer, Header, Overlay, Panel, Title } from './dialog-styles';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, the × button and a click on the backdrop. */
  onClose?: () => void;
  /** Radix-style alias: called with false where onClose is called. */
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, right-aligned (stacked on mobile). */
  footer?: ReactNode;
  size?: keyof typeof DIALOG_WIDTHS;
  /** Element to focus on open; defaults to the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False keeps the dialog open on Escape and backdrop clicks (e.g. while saving). */
  dismissible?: boolean;
  closeLabel?: string;
}

const CANDIDATES = 'a[href], button, input, select, textarea, [tabindex]';

/** The first element Tab would reach inside `root` (hidden form inputs, disabled and tabindex=-1 ones skipped). */
const firstTabbable = (root: HTMLElement | null) =>
  Array.from(root?.querySelectorAll<HTMLElement>(CANDIDATES) ?? []).find(
    (el) => el.tabIndex >= 0 && !el.hasAttribute('disabled') && el.getAttribute('type') !== 'hidden',
  ) ?? null;

/**
 * Accessible modal on Radix Dialog: focus trapped inside, the page behind hidden from screen
 * readers and its scroll locked, Escape closes, focus returns to the opener.
 */
export function Dialog({
  open,
  onClose,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  dismissible = true,
  closeLabel = 'Close',
}: DialogProps) {
  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // Callers open the dialog through `open`, not a Radix Trigger, so the opener is remembered here.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    onClose?.();
    onOpenChange?.(false);
  };
  const keepOpenUnlessDismissible = (event: Event) => {
    if (!dismissible) event.preventDefault();
  };
  // Radix gives Escape to the newest layer only, and a toast that appeared over the dialog (a failed
  // save's) is newer: Escape pressed within the dialog is the dialog's all the same.
  const escapeSeenByRadix = useRef<Event | null>(null);
  const escapeWithin = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || escapeSeenByRadix.current === event.nativeEvent || !dismissible) return;
    event.preventDefault();
    close();
  };

  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => !next && close()}>
      <RadixDialog.Portal>
        {/* Content inside the overlay: the overlay is the scroll container of a tall dialog. */}
        <RadixDialog.Overlay asChild>
          <Overlay>
            <RadixDialog.Content
              asChild
              aria-modal="true"
              onOpenAutoFocus={(event) => {
                opener.current = document.activeElement as HTMLElement | null;
                // Prefer the content over the × button so forms start at their first field.
                const target = initialFocusRef?.current ?? firstTabbable(bodyRef.current) ?? firstTabbable(footerRef.current);
                if (!target) return;
                event.preventDefault();
                target.focus();
              }}
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                if (opener.current?.isConnected) opener.current.focus();
              }}
              onEscapeKeyDown={(event) => {
                escapeSeenByRadix.current = event;
                keepOpenUnlessDismissible(event);
              }}
              onKeyDown={escapeWithin}
              onPointerDownOutside={keepOpenUnlessDismissible}
            >
              <Panel $width={DIALOG_WIDTHS[size]}>
                <Header>
                  <div>
                    <RadixDialog.Title asChild>
                      <Title>{title}</Title>
                    </RadixDialog.Title>
                    {description && (
                      <RadixDialog.Description asChild>
                        <Description>{description}</Description>
                      </RadixDialog.Description>
                    )}
                  </div>
                  <CloseButton type="button" aria-label={closeLabel} onClick={close}>
                    <span aria-hidden="true">×</span>
                  </CloseButton>
                </Header>
                {children !== undefined && <Body ref={bodyRef}>{children}</Body>}
                {footer && <Footer ref={footerRef}>{footer}</Footer>}
              </Panel>
            </RadixDialog.Content>
          </Overlay>
        </RadixDialog.Overlay>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
