import { screen } from '@testing-library/react';
import { renderUi } from '../testing/render-ui';
import { theme } from '../theme';
import { StatusBadge } from './badge';

const cases = [
  ['pending', 'Pending', 'warning', theme.colors.yellow100],
  ['approved', 'Approved', 'success', theme.colors.green100],
  ['rejected', 'Rejected', 'danger', theme.colors.red100],
  ['in-progress', 'In Progress', 'info', theme.colors.blue100],
  ['completed', 'Completed', 'purple', theme.colors.purple100],
] as const;

describe('StatusBadge', () => {
  it.each(cases)('shows %s as "%s" in the %s tone', (status, label, tone, background) => {
    renderUi(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveStyle({ backgroundColor: background });
  });

  it.each([['archived'], [''], [null], [undefined]])('shows an unknown status (%p) as pending', (status) => {
    renderUi(<StatusBadge status={status} />);
    const badge = screen.getByText('Pending');
    expect(badge).toHaveAttribute('data-status', 'pending');
    expect(badge).toHaveStyle({ backgroundColor: theme.colors.yellow100, color: theme.colors.yellow700 });
  });
});
