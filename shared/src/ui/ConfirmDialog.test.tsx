import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing';
import { ConfirmDialog } from './ConfirmDialog';

jest.setTimeout(20_000);

describe('ConfirmDialog', () => {
  it('runs the action and closes when it succeeds', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn().mockResolvedValue(undefined);
    renderScreen(
      '/x',
      <ConfirmDialog title="Delete file" okText="Delete" onConfirm={onConfirm} onClose={onClose}>
        Delete rma.pdf?
      </ConfirmDialog>,
    );
    expect(screen.getByText('Delete rma.pdf?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('stays open for another try when the action fails', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    renderScreen(
      '/x',
      <ConfirmDialog title="Cancel" okText="Cancel Return" onConfirm={onConfirm} onClose={onClose}>
        Sure?
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Return' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Return' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes without running the action', async () => {
    const onClose = jest.fn();
    const onConfirm = jest.fn();
    renderScreen(
      '/x',
      <ConfirmDialog title="Delete" okText="Delete" onConfirm={onConfirm} onClose={onClose}>
        Sure?
      </ConfirmDialog>,
    );
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(onClose).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
