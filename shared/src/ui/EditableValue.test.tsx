import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '@portal/shared/testing';
import { EditableValue } from './EditableValue';

jest.setTimeout(20_000);

describe('EditableValue', () => {
  it('offers Edit only to those who may change it', () => {
    renderScreen('/x', <EditableValue label="Comment" display="Box crushed" canEdit={false} initial="Box crushed" onSave={jest.fn()} />);
    expect(screen.getByText('Box crushed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Comment' })).not.toBeInTheDocument();
  });

  it('saves what was typed and closes the editor', async () => {
    const onSave = jest.fn().mockResolvedValue(undefined);
    renderScreen('/x', <EditableValue label="Comment" display="Box crushed" canEdit initial="Box crushed" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Comment' }));
    const box = screen.getByRole('textbox', { name: 'Comment' });
    await userEvent.clear(box);
    await userEvent.type(box, 'Seam split');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Comment' })).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith('Seam split');
  });

  it('keeps the editor open with the value typed when the save is refused', async () => {
    const onSave = jest.fn().mockRejectedValue(new Error('refused'));
    renderScreen('/x', <EditableValue label="Comment" display="Box crushed" canEdit initial="Box crushed" onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Comment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Comment' }), '!');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveValue('Box crushed!');
  });
});
