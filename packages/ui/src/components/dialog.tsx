import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Body, CloseButton, Description, DIALOG_WIDTHS, Footer, Header, Overlay, Panel, Title } from './dialog-styles';
import { focusableIn, useFocusTrap } from './use-focus-trap';

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
  /** False keeps the dialog open on backdrop clicks (e.g. while saving). */
  dismissible?: boolean;
  closeLabel?: string;
}

/** Accessible modal: focus trapped inside, Escape closes, focus returns to the opener, page scroll locked. */
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
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => {
    onClose?.();
    onOpenChange?.(false);
  };

  const bodyRef = useRef<HTMLDivElement>(null);
  const footerRef = useRef<HTMLDivElement>(null);
  // Prefer the content over the × button so forms start at their first field.
  const initialFocus = () =>
    initialFocusRef?.current ??
    (bodyRef.current && focusableIn(bodyRef.current)[0]) ??
    (footerRef.current && focusableIn(footerRef.current)[0]);

  useFocusTrap(panelRef, open, () => dismissible && close(), initialFocus);

  useEffect(() => {
    if (!open) return;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  return createPortal(
    <Overlay
      onMouseDown={(e) => {
        if (dismissible && e.target === e.currentTarget) close();
      }}
    >
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        $width={DIALOG_WIDTHS[size]}
      >
        <Header>
          <div>
            <Title id={titleId}>{title}</Title>
            {description && <Description id={descriptionId}>{description}</Description>}
          </div>
          <CloseButton type="button" aria-label={closeLabel} onClick={close}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </Header>
        {children !== undefined && <Body ref={bodyRef}>{children}</Body>}
        {footer && <Footer ref={footerRef}>{footer}</Footer>}
      </Panel>
    </Overlay>,
    document.body,
  );
}
