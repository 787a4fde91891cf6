import { notify, useSession } from '@portal/shared';
import { mockXhrUploads, reply } from '@portal/shared/testing';
import { uploadReturnFiles } from './uploadApi';

const uploads = mockXhrUploads();

describe('uploadReturnFiles', () => {
  it('posts the files as multipart field `files` with the cookies, reporting progress', async () => {
    uploads.answer(() => [{ id: 'u1', name: 'a.pdf', size: 3, type: 'application/pdf' }]);
    const progress: number[] = [];
    const staged = await uploadReturnFiles([new File(['abc'], 'a.pdf')], (r) => progress.push(r));
    expect(staged).toEqual([{ id: 'u1', name: 'a.pdf', size: 3, type: 'application/pdf' }]);
    expect(uploads.sent.map((u) => [u.method, u.path, u.withCredentials])).toEqual([['POST', '/api/return/upload', true]]);
    expect((uploads.sent[0].form.get('files') as File).name).toBe('a.pdf');
    expect(progress).toEqual([0.5, 1]);
  });

  it("shows the server's reason for a refused file, and signs out on 401", async () => {
    const shown = jest.spyOn(notify, 'error').mockImplementation(() => {});
    uploads.answer(() => reply(400, { message: 'Files cannot be over 10 MB in size.' }));
    await expect(uploadReturnFiles([new File(['x'], 'big.pdf')])).rejects.toMatchObject({ status: 400 });
    expect(shown).toHaveBeenCalledWith('Files cannot be over 10 MB in size.');
    useSession.setState({ status: 'loggedIn', user: null });
    uploads.answer(() => reply(401, {}));
    await expect(uploadReturnFiles([new File(['x'], 'a.pdf')])).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('loggedOut');
    shown.mockRestore();
  });
});
