import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Switch } from './switch';

function Active({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(true);
  return <Switch checked={checked} label="Active" onCheckedChange={setChecked} onChange={onChange} />;
}

describe('Switch', () => {
  it('is a switch named by its label that toggles on click, on its label and with Space', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    renderUi(<Active onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.click(screen.getByText('Active'));
    expect(toggle).toBeChecked();
    await user.keyboard(' ');
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('stays put when disabled', async () => {
    const user = userEvent.setup();
    const onCheckedChange = jest.fn();
    renderUi(<Switch checked={false} disabled aria-label="Notify" onCheckedChange={onCheckedChange} />);
    await user.click(screen.getByRole('switch', { name: 'Notify' }));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
