import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { loadToaster, useToast, type ToastOptions } from './toast-context';

function Trigger({ options, label }: { options: ToastOptions; label: string }) {
  const { toast } = useToast();
  return <button onClick={() => toast(options)}>{label}</button>;
}

function renderToasts() {
  const view = renderWithProviders(
    <>
      <Trigger label="first" options={{ title: 'Quote Request Submitted', description: 'We will call you.' }} />
      <Trigger label="second" options={{ title: 'Login Failed', variant: 'destructive' }} />
    </>,
  );
  const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
  return { ...view, region, toasts: () => within(region()).queryAllByRole('status') };
}

/** Radix's announcement of a toast: a live region of its own, outside the notification region. */
const announcement = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Notification '));

describe('the toaster', () => {
  // Fetched with the first toast in the app (toast-context.test.tsx); here it is ready from the start.
  beforeAll(() => loadToaster());
  afterEach(() => jest.useRealTimers());

  it('shows at most one toast: a new one replaces the previous', async () => {
    const { user, toasts } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Quote Request Submitted');

    await user.click(screen.getByRole('button', { name: 'second' }));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent('Login Failed');
    expect(screen.queryByText('Quote Request Submitted')).not.toBeInTheDocument();
  });

  it('hides a toast after 5000 ms by default', async () => {
    jest.useFakeTimers();
    const { user, toasts } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    act(() => jest.advanceTimersByTime(4999));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('closes with its close button', async () => {
    const { user, toasts } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(toasts()).toHaveLength(0);
  });

  it('is dismissed by a swipe right past 50 px, and snaps back from a shorter one', async () => {
    const { user, toasts } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    const toast = toasts()[0];

    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 140, pointerId: 1 });
    expect(toasts()).toHaveLength(1);

    fireEvent.pointerDown(toast, { button: 0, clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 170, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 170, pointerId: 1 });
    expect(toasts()).toHaveLength(0);
  });

  it('moves focus to the notification region on F8', async () => {
    const { user, region } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.keyboard('[F8]');
    expect(region()).toContainElement(document.activeElement as HTMLElement);
  });

  it('announces destructive toasts assertively and others politely', async () => {
    const { user, toasts } = renderToasts();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Notification Quote Request Submitted We will call you.'));
    expect(announcement()).toHaveAttribute('aria-live', 'polite');
    // The toast itself stays quiet, or it would be read twice.
    expect(toasts()[0]).toHaveAttribute('aria-live', 'off');
    await user.click(screen.getByRole('button', { name: 'second' }));
    await waitFor(() => expect(announcement()).toHaveTextContent('Notification Login Failed'));
    expect(announcement()).toHaveAttribute('aria-live', 'assertive');
  });
});
