import { act } from '@testing-library/react';
import { fakeLiveChannel } from '../testing/liveChannel';
import { HIDDEN_CLOSE_MS, onLiveChanges, startLiveChannel, stopLiveChannel } from './channel';

const live = fakeLiveChannel();
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  stopLiveChannel();
  setVisibility('visible');
  jest.useRealTimers();
});

describe('the live channel', () => {
  it('opens one stream on /api/live and hands each burst of changes to its listeners', () => {
    const heard: unknown[] = [];
    const stop = onLiveChanges((changes) => heard.push(changes));
    startLiveChannel(jest.fn());
    startLiveChannel(jest.fn());
    expect(live.opened.map((s) => s.url)).toEqual(['/api/live']);
    expect(document.documentElement.dataset.live).toBe('connecting');
    live.open();
    expect(document.documentElement.dataset.live).toBe('open');
    live.send([{ kind: 'return', id: 7, mine: false }]);
    expect(heard).toEqual([[{ kind: 'return', id: 7, mine: false }]]);
    stop();
  });

  it('after a lost stream, tries again with back-off and refreshes the page once it is back', () => {
    const refresh = jest.fn();
    startLiveChannel(refresh);
    live.open();
    act(() => live.current().emit('error'));
    expect(live.opened[0].closed).toBe(true);
    act(() => void jest.advanceTimersByTime(999));
    expect(live.opened).toHaveLength(1);
    act(() => void jest.advanceTimersByTime(1));
    expect(live.opened).toHaveLength(2);
    act(() => live.current().emit('error')); // still down: the next try waits twice as long
    act(() => void jest.advanceTimersByTime(1999));
    expect(live.opened).toHaveLength(2);
    act(() => void jest.advanceTimersByTime(1));
    expect(refresh).not.toHaveBeenCalled();
    live.open();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when the server ends a stream with bye, opens the next at once and refreshes nothing', () => {
    const refresh = jest.fn();
    startLiveChannel(refresh);
    live.open();
    act(() => live.current().emit('bye'));
    act(() => live.current().emit('error'));
    act(() => void jest.advanceTimersByTime(0));
    expect(live.opened).toHaveLength(2);
    live.open();
    expect(refresh).not.toHaveBeenCalled();
  });

  it('keeps its stream through a glance at another tab', () => {
    const refresh = jest.fn();
    startLiveChannel(refresh);
    live.open();
    setVisibility('hidden');
    act(() => void jest.advanceTimersByTime(HIDDEN_CLOSE_MS - 1));
    setVisibility('visible');
    act(() => void jest.advanceTimersByTime(HIDDEN_CLOSE_MS));
    expect(live.opened).toHaveLength(1);
    expect(live.opened[0].closed).toBe(false);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('holds no stream in a tab hidden for a minute, and refreshes the page when it is shown again', () => {
    const refresh = jest.fn();
    startLiveChannel(refresh);
    live.open();
    setVisibility('hidden');
    expect(live.opened[0].closed).toBe(false);
    act(() => void jest.advanceTimersByTime(HIDDEN_CLOSE_MS));
    expect(live.opened[0].closed).toBe(true);
    expect(document.documentElement.dataset.live).toBe('off');
    act(() => void jest.advanceTimersByTime(60_000));
    expect(live.opened).toHaveLength(1);
    setVisibility('visible');
    expect(live.opened).toHaveLength(2);
    live.open();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('closes for good when signed out', () => {
    startLiveChannel(jest.fn());
    live.open();
    stopLiveChannel();
    expect(live.opened[0].closed).toBe(true);
    act(() => void jest.advanceTimersByTime(60_000));
    expect(live.opened).toHaveLength(1);
  });
});
