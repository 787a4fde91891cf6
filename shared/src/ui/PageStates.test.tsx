import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, GqlRequestError } from '@portal/shared/platform';
import { renderScreen } from '@portal/shared/testing';
import { loadProblemOf, PageLoading, PageLoadProblem } from './PageStates';

const titles = { notFoundTitle: 'This order does not exist.', forbiddenTitle: 'No access.', failedTitle: 'Could not load.' };

describe('page states', () => {
  it('tells not found, forbidden and other failures apart', () => {
    expect(loadProblemOf(new GqlRequestError('x', [], 'NOT_FOUND'))).toBe('notFound');
    expect(loadProblemOf(new GqlRequestError('x', [], 'FORBIDDEN'))).toBe('forbidden');
    expect(loadProblemOf(new ApiError('x', 404))).toBe('notFound');
    expect(loadProblemOf(new ApiError('x', 403))).toBe('forbidden');
    expect(loadProblemOf(new ApiError('x', 500))).toBe('failed');
    expect(loadProblemOf(new Error('x'))).toBe('failed');
  });

  it('shows not found and no access with a way back to the list', () => {
    const { unmount } = renderScreen(
      '/x',
      <PageLoadProblem error={new GqlRequestError('x', [], 'NOT_FOUND')} {...titles} backTo="/saved" onRetry={jest.fn()} />,
    );
    expect(screen.getByText('This order does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/saved');
    unmount();
    renderScreen('/x', <PageLoadProblem error={new GqlRequestError('x', [], 'FORBIDDEN')} {...titles} backTo="/saved" />);
    expect(screen.getByText('No access.')).toBeInTheDocument();
  });

  it('offers Retry on a failed load', async () => {
    const onRetry = jest.fn();
    renderScreen('/x', <PageLoadProblem error={new Error('network')} {...titles} onRetry={onRetry} />);
    expect(screen.getByText('Could not load.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('says it is loading', () => {
    renderScreen('/x', <PageLoading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });
});
