import { declaredFailureOf } from './network';

// Uploads go by XMLHttpRequest (api.upload, for its upload progress), and jsdom's XMLHttpRequest
// sends past msw, so mockNetwork() never sees them: a test file that uploads answers them here. The
// client's own code (api.ts's progress, error and sign-out rules) runs on the stand-in's answer.

/** One upload the screen sent. */
export interface XhrUpload {
  method: string;
  /** The URL's path (`/api/styles/ST1000/masks`). */
  path: string;
  form: FormData;
  withCredentials: boolean;
}

/** The answer to an upload: a JSON body (status 200), reply(status, body) or networkError(). */
export type XhrUploadAnswer = (upload: XhrUpload) => unknown;

export interface XhrUploads {
  /** Answers every upload from now until the test ends. */
  answer(answer: XhrUploadAnswer): void;
  /** The uploads sent in this test, in order. */
  readonly sent: readonly XhrUpload[];
}

export interface XhrUploadsControl {
  uploads: XhrUploads;
  install(): void;
  restore(): void;
  /** Forgets the answer and the uploads, and answers the problems seen since the last reset. */
  reset(): string[];
}

/**
 * Call once at the top of the test file. Answers and recorded uploads are forgotten after each test;
 * an upload without an answer fails the test (after it ran, even when the screen swallowed the failure).
 */
export function mockXhrUploads(): XhrUploads {
  const control = createXhrUploads();
  beforeAll(() => control.install());
  afterEach(() => {
    const problems = control.reset();
    if (problems.length) throw new Error(`The upload stand-in saw ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  });
  afterAll(() => control.restore());
  return control.uploads;
}

/** The stand-in without the Jest hooks (mockXhrUploads() adds them): for tests of the stand-in itself. */
export function createXhrUploads(): XhrUploadsControl {
  const sent: XhrUpload[] = [];
  const problems: string[] = [];
  let answer: XhrUploadAnswer | null = null;

  class UploadXhr {
    status = 0;
    responseText = '';
    responseType = '';
    withCredentials = false;
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private path = '';
    open(method: string, url: string) {
      this.method = method;
      this.path = new URL(url, 'http://localhost').pathname;
    }
    abort() {
      this.onabort?.();
    }
    send(form: FormData) {
      const upload = { method: this.method, path: this.path, form, withCredentials: this.withCredentials };
      sent.push(upload);
      const outcome = answer ? answer(upload) : undefined;
      const failure = declaredFailureOf(outcome);
      if (!answer) problems.push(`no answer declared for the upload ${upload.method} ${upload.path}`);
      else if (failure?.kind === 'graphql')
        problems.push(`${upload.method} ${upload.path}: gqlError() is a GraphQL answer; an upload fails with reply(status, body)`);
      const reached = !!answer && failure?.kind !== 'network' && failure?.kind !== 'graphql';
      // Answered later, as a server does: the screen shows its busy state first.
      setTimeout(() => {
        if (!reached) return this.onerror?.();
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        this.status = failure?.kind === 'http' ? failure.status : 200;
        const body = failure?.kind === 'http' ? failure.body : outcome;
        this.responseText = body === undefined ? '' : JSON.stringify(body);
        this.onload?.();
      });
    }
  }

  const real = globalThis.XMLHttpRequest;
  return {
    uploads: {
      answer: (next) => {
        answer = next;
      },
      sent,
    },
    install: () => {
      globalThis.XMLHttpRequest = UploadXhr as unknown as typeof XMLHttpRequest;
    },
    restore: () => {
      globalThis.XMLHttpRequest = real;
    },
    reset: () => {
      sent.length = 0;
      answer = null;
      return problems.splice(0);
    },
  };
}
