import { lazyRecord } from './lazy-record';

describe('lazyRecord', () => {
  it('lists its keys without building anything, then builds each value once, on first read', () => {
    const built: string[] = [];
    const record = lazyRecord({
      a: () => (built.push('a'), { name: 'a' }),
      b: () => (built.push('b'), { name: 'b' }),
    });
    expect(Object.keys(record)).toEqual(['a', 'b']);
    expect('a' in record).toBe(true);
    expect(built).toEqual([]);
    expect(record.a.name).toBe('a');
    expect(record.a).toBe(record.a);
    expect(built).toEqual(['a']);
  });
});
