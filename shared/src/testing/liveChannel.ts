import { act } from '@testing-library/react';
import { LIVE_EVENT, type LiveChange } from '../core/live';

// The live channel in a test (README "Live updates"): jsdom has no EventSource, so this puts a fake
// one on the window that the channel (@portal/shared/live) opens, and lets the test play the
// server: open the stream, send a burst of changes, end it as the server or the network would.

type Listener = (event: { data?: string }) => void;

export class FakeEventSource {
  readonly listeners = new Map<string, Set<Listener>>();
  closed = false;
  constructor(readonly url: string) {
    opened.push(this);
  }
  addEventListener(type: string, listener: Listener) {
    this.listeners.set(type, new Set([...(this.listeners.get(type) ?? []), listener]));
  }
  close() {
    this.closed = true;
  }
  /** The server sends an event (or the browser reports 'open' or 'error'). */
  emit(type: string, data?: unknown) {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: data === undefined ? undefined : JSON.stringify(data) });
  }
}

const opened: FakeEventSource[] = [];

/** Installs the fake EventSource; call at the top of a test file. */
export function fakeLiveChannel() {
  beforeAll(() => {
    (window as unknown as { EventSource: unknown }).EventSource = FakeEventSource;
  });
  afterEach(() => {
    opened.length = 0;
  });
  const current = () => {
    const source = opened.at(-1);
    if (!source || source.closed) throw new Error('no live channel is open');
    return source;
  };
  return {
    /** Every EventSource the page made, oldest first. */
    opened,
    current,
    /** The server accepted the stream. */
    open: () => act(() => current().emit('open')),
    /** The server sends a burst of changes. */
    send: (changes: LiveChange[]) => act(() => current().emit(LIVE_EVENT, changes)),
  };
}
