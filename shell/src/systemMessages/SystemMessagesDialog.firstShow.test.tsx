import { render, waitFor } from '@testing-library/react';
import { sessionApi } from '../session/sessionApi';
import { SystemMessagesDialog } from './SystemMessagesDialog';

// A file of its own: antd keeps the styles it generated for the rest of a test file, so only a
// fresh one can tell whether the closed dialog generated any.
jest.mock('../session/sessionApi', () => ({ sessionApi: { systemMessages: jest.fn() } }));
const systemMessages = sessionApi.systemMessages as jest.Mock;

const generatedStyles = () => Array.from(document.head.querySelectorAll('style'), (s) => s.textContent).join('\n');

it('with no unseen message the dialog renders nothing and generates no Modal styles (every signed-in page mounts it)', async () => {
  let answered!: () => void;
  const answer = new Promise<void>((resolve) => (answered = resolve));
  systemMessages.mockImplementation(() => answer.then(() => []));
  const { container } = render(<SystemMessagesDialog />);
  answered();
  await waitFor(() => expect(systemMessages).toHaveBeenCalledTimes(1));
  await answer;
  expect(container).toBeEmptyDOMElement();
  expect(generatedStyles()).not.toContain('.ant-modal');
});
