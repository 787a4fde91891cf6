import assert from 'node:assert/strict';
import { LIVE_EVENT, type LiveChange } from '@portal/shared/core';

// A page's live channel as a test holds it: GET /api/live read as Server-Sent Events, recording the
// changes and refreshes it is sent (platform/liveChanges.ts).

export interface LiveStream {
  changes: LiveChange[];
  refreshes: number;
  stop(): void;
}

/** Opens GET /api/live on a listening server with this session's cookie. */
export async function openLiveStream(base: string, cookie: string): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/live`, { headers: { cookie }, signal: abort.signal });
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-type') ?? '', /^text\/event-stream/);
  const stream: LiveStream = { changes: [], refreshes: 0, stop: () => abort.abort() };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        text += value;
        let end = text.indexOf('\n\n');
        while (end >= 0) {
          const message = text.slice(0, end);
          text = text.slice(end + 2);
          const event = /^event: (.*)$/m.exec(message)?.[1];
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (event === LIVE_EVENT && data) stream.changes.push(...(JSON.parse(data) as LiveChange[]));
          if (event === 'refresh') stream.refreshes++;
          end = text.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  return stream;
}

export const heardChange = (stream: LiveStream, kind: string, id: number) => stream.changes.some((c) => c.kind === kind && c.id === id);

/** Waits until the stream was sent this change (the notification crosses the database and a socket). */
export async function hearsChange(stream: LiveStream, kind: string, id: number): Promise<void> {
  for (let waited = 0; !heardChange(stream, kind, id); waited += 20) {
    if (waited > 5_000) assert.fail(`never heard ${kind} ${id}; heard ${JSON.stringify(stream.changes)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
