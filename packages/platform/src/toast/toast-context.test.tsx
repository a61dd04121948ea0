import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { useToast } from './toast-context';

function Trigger() {
  const { toast } = useToast();
  return <button onClick={() => toast({ title: 'Email copied' })}>copy</button>;
}

describe('the toast provider', () => {
  it('fetches the toaster with the first toast, not before', async () => {
    const { user } = renderWithProviders(<Trigger />);
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'copy' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByRole('status')).toHaveTextContent('Email copied');
  });
});
