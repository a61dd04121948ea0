import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderUi } from '../testing/render-ui';
import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>Overview panel</p> },
  { value: 'users', label: 'Users', content: <p>Users panel</p> },
  { value: 'quotes', label: 'Quotes', content: <p>Quotes panel</p> },
];

describe('Tabs', () => {
  it('selects the first tab by default and links it to its panel', () => {
    renderUi(<Tabs items={items} label="Admin sections" />);
    expect(screen.getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    const tab = screen.getByRole('tab', { name: 'Overview' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Overview' })).toHaveTextContent('Overview panel');
  });

  it('moves and selects with the arrow keys, wrapping at both ends, and jumps with Home and End', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs items={items} />);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Users panel');

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Quotes panel');
  });

  it('leaves the tab list with Tab into the panel', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs items={items} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('starts on defaultValue when uncontrolled, and Tab enters the list on the selected tab', async () => {
    const user = userEvent.setup();
    renderUi(<Tabs items={items} defaultValue="quotes" />);
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).toHaveFocus();
  });

  it('follows value and reports changes when controlled', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('users');
      return (
        <Tabs
          items={items}
          value={value}
          onValueChange={(v) => {
            changes.push(v);
            setValue(v);
          }}
        />
      );
    }
    renderUi(<Controlled />);
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Quotes' }));
    expect(changes).toEqual(['quotes']);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Quotes panel');
  });

  it('stays put when controlled and the owner ignores the change', async () => {
    const user = userEvent.setup();
    const onValueChange = jest.fn();
    renderUi(<Tabs items={items} value="overview" onValueChange={onValueChange} />);
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(onValueChange).toHaveBeenCalledWith('users');
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });
});
