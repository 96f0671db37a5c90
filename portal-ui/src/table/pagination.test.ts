import { pageLinks } from './pagination';

describe('the pagination window (SPEC §2, §9)', () => {
  it('is not shown with one page or none', () => {
    expect(pageLinks(1, 0, 10)).toBeNull();
    expect(pageLinks(1, 10, 10)).toBeNull();
  });

  it('shows first, previous, 2 pages each side, next and last', () => {
    expect(pageLinks(6, 200, 10)).toEqual({
      first: 1,
      previous: 5,
      pages: [4, 5, 6, 7, 8],
      next: 7,
      last: 20,
    });
  });

  it('clips the window at both ends', () => {
    expect(pageLinks(1, 95, 10)).toEqual({ first: 1, previous: null, pages: [1, 2, 3], next: 2, last: 10 });
    expect(pageLinks(10, 95, 10)).toEqual({ first: 1, previous: 9, pages: [8, 9, 10], next: null, last: 10 });
  });
});
