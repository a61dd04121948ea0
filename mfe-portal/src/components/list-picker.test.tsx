import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
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
const select = () => picker().getByLabelText('Equipment types');
const chips = () => picker().queryAllByRole('listitem').map((li) => li.textContent?.replace('×', ''));

const choose = (item: string) => userEvent.selectOptions(select(), item);

describe('ListPicker', () => {
  it('adds an item as a chip as soon as it is chosen, with no Add button to press, and resets the select', async () => {
    render(<Harness />);
    expect(select()).toHaveAccessibleDescription('Each item you choose is added below.');
    await choose('Flatbed');
    expect(chips()).toEqual(['Flatbed']);
    expect(select()).toHaveValue('');
    expect(picker().queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  it('does not offer an item that is already chosen, so it cannot be added twice', async () => {
    render(<Harness />);
    await choose('Flatbed');
    expect(picker().getByRole('option', { name: 'Flatbed' })).toBeDisabled();
    fireEvent.change(select(), { target: { value: 'Flatbed' } });
    expect(chips()).toEqual(['Flatbed']);
  });

  it('removes an item with its × button and offers it again', async () => {
    render(<Harness />);
    await choose('Dry Van');
    await choose('Lowboy');
    await userEvent.click(picker().getByRole('button', { name: 'Remove Dry Van' }));
    expect(chips()).toEqual(['Lowboy']);
    expect(picker().getByRole('option', { name: 'Dry Van' })).toBeEnabled();
  });

  it('holds an item reached with the arrow keys until Enter, and says so, so browsing adds nothing on the way', () => {
    render(<Harness />);
    fireEvent.keyDown(select(), { key: 'ArrowDown' });
    fireEvent.change(select(), { target: { value: 'Dry Van' } });
    fireEvent.keyDown(select(), { key: 'ArrowDown' });
    fireEvent.change(select(), { target: { value: 'Flatbed' } });
    expect(chips()).toEqual([]);
    expect(select()).toHaveAccessibleDescription('Press Enter to add Flatbed.');
    fireEvent.keyDown(select(), { key: 'Enter' });
    expect(chips()).toEqual(['Flatbed']);
    expect(select()).toHaveAccessibleDescription('Each item you choose is added below.');
  });

  it('adds the item browsed to when the field is left', () => {
    render(<Harness />);
    fireEvent.keyDown(select(), { key: 'ArrowDown' });
    fireEvent.change(select(), { target: { value: 'Lowboy' } });
    fireEvent.blur(select());
    expect(chips()).toEqual(['Lowboy']);
  });

  it('shows the error message under the select', () => {
    render(<Harness error="At least one equipment type is required" />);
    expect(picker().getByRole('alert')).toHaveTextContent('At least one equipment type is required');
    expect(select()).toHaveAttribute('aria-invalid', 'true');
  });
});
