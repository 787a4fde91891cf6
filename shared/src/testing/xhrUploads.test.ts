import { api, ApiError } from '../api';
import { adminApi } from '../core/adminApi';
import { notify } from '../notify';
import { gqlError, networkError, reply } from './network';
import { createXhrUploads } from './xhrUploads';

// The upload stand-in answers api.upload as the server would; each check is one an upload test
// relies on to fail when it should.

const { uploads, install, restore, reset } = createXhrUploads();
beforeAll(install);
afterAll(restore);
beforeEach(() => {
  jest.spyOn(notify, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  expect(reset()).toEqual([]); // each test took the problems it expected
});

const mask = { params: { sku: 'ST1000' } };
const form = (name: string) => {
  const data = new FormData();
  data.append('file', new File(['png'], name, { type: 'image/png' }));
  return data;
};

it('answers with the declared body, reports progress, and records the upload', async () => {
  uploads.answer(({ form: sent }) => ({ upload: 'u1', fileName: (sent.get('file') as File).name }));
  const progress: number[] = [];
  await expect(api.upload(adminApi.uploadMask, form('mask.png'), mask, { onProgress: (r) => progress.push(r) })).resolves.toEqual({
    upload: 'u1',
    fileName: 'mask.png',
  });
  expect(progress).toEqual([0.5, 1]);
  expect(uploads.sent.map((u) => [u.method, u.path, u.withCredentials])).toEqual([['POST', '/api/styles/ST1000/masks', true]]);
});

it('answers reply(status, body) with that status: the client shows the server’s reason', async () => {
  uploads.answer(() => reply(400, { message: 'Masks must be PNG files.' }));
  await expect(api.upload(adminApi.uploadMask, form('mask.png'), mask)).rejects.toMatchObject({
    status: 400,
    message: 'Masks must be PNG files.',
  });
  expect(notify.error).toHaveBeenCalledWith('Masks must be PNG files.');
});

it('fails the request for networkError()', async () => {
  uploads.answer(() => networkError());
  await expect(api.upload(adminApi.uploadMask, form('mask.png'), mask, { errorMessage: 'Upload failed' })).rejects.toEqual(
    new ApiError('Upload failed', null),
  );
});

it('an upload without an answer, or answered with gqlError(), is a problem of the test', async () => {
  await expect(api.upload(adminApi.uploadMask, form('mask.png'), mask, { silent: true })).rejects.toBeInstanceOf(ApiError);
  uploads.answer(() => gqlError('FORBIDDEN'));
  await expect(api.upload(adminApi.uploadMask, form('mask.png'), mask, { silent: true })).rejects.toBeInstanceOf(ApiError);
  expect(reset()).toEqual([
    'no answer declared for the upload POST /api/styles/ST1000/masks',
    'POST /api/styles/ST1000/masks: gqlError() is a GraphQL answer; an upload fails with reply(status, body)',
  ]);
});
