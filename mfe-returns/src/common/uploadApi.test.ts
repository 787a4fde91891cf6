import { notify, useSession } from '@portal/shared';
import { uploadReturnFiles } from './uploadApi';

// A stand-in XMLHttpRequest: records what is sent and answers as told.
class FakeXhr {
  static last: FakeXhr;
  static answer: { status: number; body: string } = { status: 200, body: '[]' };
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  withCredentials = false;
  method = '';
  url = '';
  body: FormData | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: FormData) {
    this.body = body;
    this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
    this.status = FakeXhr.answer.status;
    this.responseText = FakeXhr.answer.body;
    this.onload?.();
  }
}

const original = globalThis.XMLHttpRequest;
beforeAll(() => {
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = original;
});

describe('uploadReturnFiles', () => {
  it('posts the files as multipart field `files` with the cookies, reporting progress', async () => {
    FakeXhr.answer = { status: 200, body: JSON.stringify([{ id: 'u1', name: 'a.pdf', size: 3, type: 'application/pdf' }]) };
    const progress: number[] = [];
    const staged = await uploadReturnFiles([new File(['abc'], 'a.pdf')], (r) => progress.push(r));
    expect(staged).toEqual([{ id: 'u1', name: 'a.pdf', size: 3, type: 'application/pdf' }]);
    expect(FakeXhr.last.method).toBe('POST');
    expect(FakeXhr.last.url).toMatch(/\/api\/return\/upload$/);
    expect(FakeXhr.last.withCredentials).toBe(true);
    expect((FakeXhr.last.body!.get('files') as File).name).toBe('a.pdf');
    expect(progress).toEqual([0.5, 1]);
  });

  it("shows the server's reason for a refused file, and signs out on 401", async () => {
    const shown = jest.spyOn(notify, 'error').mockImplementation(() => {});
    FakeXhr.answer = { status: 400, body: JSON.stringify({ message: 'Files cannot be over 10 MB in size.' }) };
    await expect(uploadReturnFiles([new File(['x'], 'big.pdf')])).rejects.toMatchObject({ status: 400 });
    expect(shown).toHaveBeenCalledWith('Files cannot be over 10 MB in size.');
    useSession.setState({ status: 'loggedIn', user: null });
    FakeXhr.answer = { status: 401, body: '{}' };
    await expect(uploadReturnFiles([new File(['x'], 'a.pdf')])).rejects.toMatchObject({ status: 401 });
    expect(useSession.getState().status).toBe('loggedOut');
    shown.mockRestore();
  });
});
