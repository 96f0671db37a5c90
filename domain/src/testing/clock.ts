/**
 * Runs a test file's (or a describe block's) tests with the clock reading `now`: "today" and the
 * hour already past are those of that moment. Only the clock is fixed: timers, animation frames
 * and promises run as they do, so the UIs' debounces and user-event's typing are not frozen.
 */
export function clockAt(now: string): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(now),
      doNotFake: [
        'hrtime',
        'nextTick',
        'performance',
        'queueMicrotask',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'setImmediate',
        'clearImmediate',
        'setInterval',
        'clearInterval',
        'setTimeout',
        'clearTimeout',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());
}
