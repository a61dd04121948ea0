import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ToastData } from './toast-types';
import { Body, Close, Description, Item, Title } from './toast-styles';

/** SPEC.md §9: a swipe to the right further than this dismisses the toast. */
export const SWIPE_THRESHOLD_PX = 50;

interface ToastItemProps {
  toast: ToastData;
  onDismiss: () => void;
}

/** One toast: closes after its duration (paused while hovered or focused), on its close button, or on a swipe right. */
export function ToastItem({ toast, onDismiss }: ToastItemProps) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const dragStartX = useRef<number | null>(null);
  const remainingMs = useRef(toast.durationMs);
  const dismiss = useRef(onDismiss);

  useEffect(() => {
    dismiss.current = onDismiss;
  });

  useEffect(() => {
    if (paused) return undefined;
    const startedAt = Date.now();
    const timer = setTimeout(() => dismiss.current(), remainingMs.current);
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [paused]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    dragStartX.current = event.clientX;
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStartX.current === null) return;
    const dx = Math.max(0, event.clientX - dragStartX.current);
    // Capture only once a drag begins, so a plain click still reaches the close button.
    if (dx > 4 && !event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    setOffset(dx);
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (dragStartX.current === null) return;
    const dx = event.clientX - dragStartX.current;
    dragStartX.current = null;
    setDragging(false);
    if (dx > SWIPE_THRESHOLD_PX) onDismiss();
    else setOffset(0);
  };
  const onPointerCancel = () => {
    dragStartX.current = null;
    setDragging(false);
    setOffset(0);
  };

  return (
    <Item
      role="status"
      aria-live={toast.variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      $variant={toast.variant}
      $offset={offset}
      $dragging={dragging}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Body>
        <Title>{toast.title}</Title>
        {toast.description && <Description>{toast.description}</Description>}
      </Body>
      <Close type="button" aria-label="Dismiss notification" onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </Close>
    </Item>
  );
}
