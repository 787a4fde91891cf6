import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@portal/shared/antd';
import { ClickDropdown } from './ClickDropdown';

// antd keeps the styles it generated for the rest of a test file: the first test, in a fresh
// file, is the one that can tell whether the closed dropdown generated any.
const generatedStyles = () => Array.from(document.head.querySelectorAll('style'), (s) => s.textContent).join('\n');

jest.setTimeout(20_000);

const items = [
  { key: 'a', label: 'Rush orders (3)' },
  { key: 'b', label: 'Late art (12)' },
];

it('renders only its button (no Dropdown styles) until the first click, which opens the menu', async () => {
  render(
    <ClickDropdown menu={{ items }}>
      <Button>Saved Filters</Button>
    </ClickDropdown>,
  );
  expect(generatedStyles()).not.toContain('.ant-dropdown');
  expect(screen.queryByRole('menuitem', { name: 'Rush orders (3)' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Saved Filters' }));
  expect(await screen.findByRole('menuitem', { name: 'Rush orders (3)' })).toBeInTheDocument();
  expect(generatedStyles()).toContain('.ant-dropdown');
});

it('opened from the keyboard, the button keeps the focus; a pick reaches the menu handler', async () => {
  const user = userEvent.setup();
  const picked = jest.fn();
  render(
    <ClickDropdown menu={{ items, onClick: ({ key }) => picked(key) }}>
      <Button>Saved Filters</Button>
    </ClickDropdown>,
  );
  await user.tab();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menuitem', { name: 'Late art (12)' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Saved Filters' })).toHaveFocus();

  await user.click(screen.getByRole('menuitem', { name: 'Late art (12)' }));
  expect(picked).toHaveBeenCalledWith('b');
});

it('a controlled one tells its owner to open at the first click', async () => {
  const onOpenChange = jest.fn();
  render(
    <ClickDropdown open={false} onOpenChange={onOpenChange} menu={{ items }}>
      <Button>Columns</Button>
    </ClickDropdown>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
  expect(onOpenChange).toHaveBeenCalledWith(true, { source: 'trigger' });
  expect(screen.queryByRole('menuitem', { name: 'Rush orders (3)' })).not.toBeInTheDocument();
});
