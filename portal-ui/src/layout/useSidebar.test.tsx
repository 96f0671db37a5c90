/** @jest-environment jsdom */
import { act, renderHook } from '@testing-library/react';
import { useSidebar } from './useSidebar';

/** A window whose width the test sets; the media queries answer from it and announce changes. */
function fakeWindow(width: number) {
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  const matches = (query: string) => {
    const min = /min-width: (\d+)px/.exec(query);
    const max = /max-width: (\d+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = ((query: string) => ({
    get matches() {
      return matches(query);
    },
    addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    resize(next: number) {
      width = next;
      act(() =>
        listeners.forEach((fn) => fn({ matches: matches('(min-width: 992px)') } as MediaQueryListEvent)),
      );
    },
  };
}

describe('the sidebar (SPEC §2)', () => {
  it('opens on a large screen, closes below 992 px and reappears when the window widens', () => {
    const screen = fakeWindow(1280);
    const { result } = renderHook(() => useSidebar('/processes/list'));
    expect(result.current.open).toBe(true);
    screen.resize(900);
    expect(result.current.open).toBe(false);
    screen.resize(1100);
    expect(result.current.open).toBe(true);
  });

  it('stays closed on a phone, and a click inside hides it at 415 px or less', () => {
    fakeWindow(375);
    const { result } = renderHook(() => useSidebar('/processes/list'));
    expect(result.current.open).toBe(false);
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    act(() => result.current.clickedInside());
    expect(result.current.open).toBe(false);
  });

  it('follows the large-screen query again on each route change', () => {
    fakeWindow(1280);
    const { result, rerender } = renderHook(({ path }) => useSidebar(path), { initialProps: { path: '/a' } });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
    rerender({ path: '/b' });
    expect(result.current.open).toBe(true);
  });
});
