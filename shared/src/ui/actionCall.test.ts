import { ApiError, setNotifier } from '@portal/shared/platform';
import { actionCall } from './actionCall';

describe('actionCall', () => {
  let errors: string[];
  beforeEach(() => {
    errors = [];
    setNotifier({ error: (t) => errors.push(t), success: () => {}, info: () => {} });
  });
  afterEach(() => setNotifier(null));

  it('runs the call silent and answers its result', async () => {
    const run = jest.fn().mockResolvedValue(42);
    await expect(actionCall(run, 'Failed.')).resolves.toBe(42);
    expect(run).toHaveBeenCalledWith({ silent: true });
    expect(errors).toEqual([]);
  });

  it("shows the server's message on a 409 and rethrows", async () => {
    const conflict = new ApiError('This return was changed by someone else.', 409);
    await expect(actionCall(() => Promise.reject(conflict), 'Failed.')).rejects.toBe(conflict);
    expect(errors).toEqual(['This return was changed by someone else.']);
  });

  it('shows the given text on any other failure', async () => {
    await expect(actionCall(() => Promise.reject(new ApiError('boom', 500)), 'Failed.')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual(['Failed.']);
  });

  it('says nothing when the call was aborted', async () => {
    await expect(actionCall(() => Promise.reject(new ApiError('aborted', null, null, true)), 'Failed.')).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([]);
  });
});
