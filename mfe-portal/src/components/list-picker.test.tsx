import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@freight/ui';
import { ListPicker } from './list-picker';

const OPTIONS = ['Dry Van', 'Flatbed', 'Lowboy'];

function Harness({ error }: { error?: string }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ThemeProvider theme={theme}>
      <ListPicker label="Equipment types" options={OPTIONS} value={value} onChange={setValue} placeholder="Select equipment" error={error} />
    </ThemeProvider>
  );
}

const picker = () => within(screen.getByRole('group', { name: 'Equipment types' }));

async function add(item: string) {
  await userEvent.selectOptions(picker().getByLabelText('Equipment types'), item);
  await userEvent.click(picker().getByRole('button', { name: 'Add' }));
}

describe('ListPicker', () => {
  it('adds a chosen item as a chip and resets the select', async () => {
    render(<Harness />);
    await add('Flatbed');
    expect(picker().getByRole('listitem')).toHaveTextContent('Flatbed');
    expect(picker().getByLabelText('Equipment types')).toHaveValue('');
  });

  it('does not offer an item that is already chosen, so it cannot be added twice', async () => {
    render(<Harness />);
    await add('Flatbed');
    expect(picker().getByRole('option', { name: 'Flatbed' })).toBeDisabled();
    await userEvent.selectOptions(picker().getByLabelText('Equipment types'), 'Flatbed');
    expect(picker().getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(picker().getAllByRole('listitem')).toHaveLength(1);
  });

  it('removes an item with its × button and offers it again', async () => {
    render(<Harness />);
    await add('Dry Van');
    await add('Lowboy');
    await userEvent.click(picker().getByRole('button', { name: 'Remove Dry Van' }));
    expect(picker().getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Lowboy×']);
    expect(picker().getByRole('option', { name: 'Dry Van' })).toBeEnabled();
  });

  it('shows the error message under the select', () => {
    render(<Harness error="At least one equipment type is required" />);
    expect(picker().getByRole('alert')).toHaveTextContent('At least one equipment type is required');
    expect(picker().getByLabelText('Equipment types')).toHaveAttribute('aria-invalid', 'true');
  });
});
