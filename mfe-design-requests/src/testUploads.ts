// For component tests: api.upload goes by XMLHttpRequest (for its progress events), which the
// mocked network (fetch) does not see. fakeUploads() puts a controllable XMLHttpRequest in its
// place for each test of the file: the test reads what was sent and answers with progress and a
// status, as the server would.

export interface FakeUpload {
  method: string;
  url: string;
  body: FormData;
  /** Reports upload progress (bytes sent of total). */
  progress(loaded: number, total: number): void;
  /** Answers with a status and a JSON body. */
  respond(status: number, body: unknown): void;
}

export function fakeUploads(): FakeUpload[] {
  const sent: FakeUpload[] = [];
  const original = globalThis.XMLHttpRequest;
  class FakeXhr implements FakeUpload {
    method = '';
    url = '';
    body = new FormData();
    status = 0;
    responseText = '';
    withCredentials = false;
    responseType = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    send(body: FormData) {
      this.body = body;
      sent.push(this);
    }
    abort() {
      this.onabort?.();
    }
    progress(loaded: number, total: number) {
      this.upload.onprogress?.({ lengthComputable: true, loaded, total });
    }
    respond(status: number, body: unknown) {
      this.status = status;
      this.responseText = JSON.stringify(body);
      this.onload?.();
    }
  }
  beforeEach(() => {
    sent.length = 0;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = original;
  });
  return sent;
}
