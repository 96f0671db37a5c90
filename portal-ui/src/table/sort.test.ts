import { cycleSort } from './sort';

describe('table sorting (SPEC §4)', () => {
  it('cycles a field ascending then descending', () => {
    const asc = cycleSort([], 'reference');
    expect(asc).toEqual([{ field: 'reference', order: 'ASC' }]);
    const desc = cycleSort(asc, 'reference');
    expect(desc).toEqual([{ field: 'reference', order: 'DESC' }]);
    expect(cycleSort(desc, 'reference')).toEqual([{ field: 'reference', order: 'ASC' }]);
  });

  it('replaces the sorted field with the clicked one outside multi-sort', () => {
    expect(cycleSort([{ field: 'reference', order: 'DESC' }], 'createdAt')).toEqual([
      { field: 'createdAt', order: 'ASC' },
    ]);
  });

  it('in multi-sort mode a third click removes the field and keeps the others', () => {
    let sort = cycleSort([{ field: 'status', order: 'ASC' }], 'reference', true);
    expect(sort).toEqual([
      { field: 'status', order: 'ASC' },
      { field: 'reference', order: 'ASC' },
    ]);
    sort = cycleSort(sort, 'reference', true);
    expect(sort[1]).toEqual({ field: 'reference', order: 'DESC' });
    expect(cycleSort(sort, 'reference', true)).toEqual([{ field: 'status', order: 'ASC' }]);
  });
});
