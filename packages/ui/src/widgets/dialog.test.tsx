import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Button } from '../components/button';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

function EditRate({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit rate</Button>
      <Dialog open={open} onClose={close} title="Edit carrier rate" description="Changes apply to new quotes." footer={<Button onClick={close}>Save</Button>}>
        <label>
          Carrier name <input />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog that starts focus on its first field', async () => {
    const user = userEvent.setup();
    renderUi(<EditRate />);
    await user.click(screen.getByRole('button', { name: 'Edit rate' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit carrier rate' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Changes apply to new quotes.');
    expect(screen.getByRole('textbox', { name: 'Carrier name' })).toHaveFocus();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderUi(<EditRate />);
    await user.click(screen.getByRole('button', { name: 'Edit rate' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Carrier name' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('closes on Escape and returns focus to the button that opened it', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderUi(<EditRate onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Edit rate' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes from the × button and locks page scroll only while open', async () => {
    const user = userEvent.setup();
    renderUi(<EditRate />);
    await user.click(screen.getByRole('button', { name: 'Edit rate' }));
    expect(getComputedStyle(document.body).overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  });

  it('hides the page behind it from screen readers while open', async () => {
    const user = userEvent.setup();
    renderUi(<EditRate />);
    await user.click(screen.getByRole('button', { name: 'Edit rate' }));
    expect(screen.queryByRole('button', { name: 'Edit rate' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Edit rate' })).toBeInTheDocument();
  });

  it('stays open on a click on the backdrop when not dismissible, and closes on one otherwise', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    const { rerender } = renderUi(<Dialog open dismissible={false} onClose={onClose} title="Saving" />);
    const backdrop = () => screen.getByRole('dialog').parentElement as HTMLElement;
    await user.click(backdrop());
    expect(onClose).not.toHaveBeenCalled();
    rerender(<Dialog open onClose={onClose} title="Saving" />);
    await user.click(backdrop());
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first and reports the choice', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog open title="Delete quote?" confirmLabel="Delete" tone="danger" onConfirm={onConfirm} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('cannot be dismissed while the action runs', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    renderUi(<ConfirmDialog open loading title="Delete quote?" confirmLabel="Delete" onConfirm={jest.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('aria-busy', 'true');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
