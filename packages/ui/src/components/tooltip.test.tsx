import { act, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { Button } from './button';
import { Tooltip } from './tooltip';

const REASON = 'Primary admin account cannot be deleted';

describe('Tooltip', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderTwo = () =>
    renderUi(
      <>
        <Tooltip content={REASON}>
          <Button>Delete</Button>
        </Tooltip>
        <Tooltip content="Make this user an admin">
          <Button>Make Admin</Button>
        </Tooltip>
      </>,
    );

  it('appears on hover only after 700 ms and describes its trigger', () => {
    renderTwo();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    fireEvent.mouseEnter(trigger);
    act(() => jest.advanceTimersByTime(699));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent(REASON);
    expect(trigger).toHaveAccessibleDescription(REASON);
    fireEvent.mouseLeave(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens on keyboard focus and closes on Escape', () => {
    renderTwo();
    const trigger = screen.getByRole('button', { name: 'Delete' });
    act(() => trigger.focus());
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent(REASON);
    fireEvent.keyDown(trigger, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('skips the delay for the next tooltip within 300 ms, but not after', () => {
    renderTwo();
    const first = screen.getByRole('button', { name: 'Delete' });
    const second = screen.getByRole('button', { name: 'Make Admin' });
    fireEvent.mouseEnter(first);
    act(() => jest.advanceTimersByTime(700));
    fireEvent.mouseLeave(first);
    act(() => jest.advanceTimersByTime(200));
    fireEvent.mouseEnter(second);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Make this user an admin');
    fireEvent.mouseLeave(second);
    act(() => jest.advanceTimersByTime(301));
    fireEvent.mouseEnter(first);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('explains a disabled button: the wrapper takes hover and focus', () => {
    renderUi(
      <Tooltip content={REASON}>
        <Button disabled>Delete</Button>
      </Tooltip>,
    );
    const wrapper = screen.getByRole('button', { name: 'Delete' }).parentElement as HTMLElement;
    expect(wrapper).toHaveAttribute('tabindex', '0');
    act(() => wrapper.focus());
    act(() => jest.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toHaveTextContent(REASON);
    expect(wrapper).toHaveAccessibleDescription(REASON);
  });
});
