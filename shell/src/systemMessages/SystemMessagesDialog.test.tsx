import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionApi } from '../session/sessionApi';
import { SystemMessagesDialog } from './SystemMessagesDialog';
import { dismissedIds } from './dismissedMessages';

jest.mock('../session/sessionApi', () => ({ sessionApi: { systemMessages: jest.fn() } }));
const systemMessages = sessionApi.systemMessages as jest.Mock;

beforeEach(() => {
  localStorage.clear();
  systemMessages.mockResolvedValue([
    { id: 1, message: 'Scheduled maintenance on Sunday.' },
    { id: 2, message: 'New returns process starts Monday.' },
  ]);
});

describe('SystemMessagesDialog', () => {
  it('lists the unseen messages under the title System Messages', async () => {
    render(<SystemMessagesDialog />);
    expect(await screen.findByText('Scheduled maintenance on Sunday.')).toBeInTheDocument();
    expect(screen.getByText('System Messages')).toBeInTheDocument();
    expect(screen.getByText('New returns process starts Monday.')).toBeInTheDocument();
  });

  it.each([
    ['OK', async () => userEvent.click(screen.getByRole('button', { name: 'OK' }))],
    ['its X', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Escape', async () => userEvent.keyboard('{Escape}')],
  ])('closing with %s marks every listed message as seen on this device', async (_how, close) => {
    render(<SystemMessagesDialog />);
    await screen.findByText('Scheduled maintenance on Sunday.');
    await close();
    await waitFor(() => expect(screen.queryByText('Scheduled maintenance on Sunday.')).not.toBeInTheDocument());
    expect(dismissedIds().sort()).toEqual([1, 2]);
  });

  it('shows only messages not seen yet', async () => {
    localStorage.setItem('portal.systemMessages.dismissed', JSON.stringify([1]));
    render(<SystemMessagesDialog />);
    expect(await screen.findByText('New returns process starts Monday.')).toBeInTheDocument();
    expect(screen.queryByText('Scheduled maintenance on Sunday.')).not.toBeInTheDocument();
  });

  it('stays closed when every message was seen', async () => {
    localStorage.setItem('portal.systemMessages.dismissed', JSON.stringify([1, 2]));
    render(<SystemMessagesDialog />);
    await waitFor(() => expect(systemMessages).toHaveBeenCalled());
    expect(screen.queryByText('System Messages')).not.toBeInTheDocument();
  });
});
