import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAtUrl } from '../testing/renderAtUrl';
import { TestOrdersScreen } from './testing/ordersFixture';

// A file of its own: antd keeps the styles it generated for the rest of a test file, so only a
// fresh one can tell whether the closed drawer generated any.
const generatedStyles = () => Array.from(document.head.querySelectorAll('style'), (s) => s.textContent).join('\n');

jest.setTimeout(20_000);

it("a list's first show mounts no filter drawer (no Drawer styles); Filters opens it", async () => {
  renderAtUrl('/saved', <TestOrdersScreen pageSize={5} />);
  expect(await screen.findAllByRole('row')).not.toHaveLength(0);
  expect(generatedStyles()).not.toContain('.ant-drawer');

  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  expect(await screen.findByRole('combobox', { name: 'Status' })).toBeInTheDocument();
  expect(generatedStyles()).toContain('.ant-drawer');
});
