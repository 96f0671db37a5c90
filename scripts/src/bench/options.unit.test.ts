import { DEFAULT_SIZES, parseOptions, parseSize, sizeLabel } from './options';

describe('npm run bench options', () => {
  it('measures the three sizes by default', () => {
    expect(parseOptions([]).sizes).toEqual(DEFAULT_SIZES);
    expect(DEFAULT_SIZES.map(sizeLabel)).toEqual(['10k', '100k', '1M']);
  });

  it('limits a run to the sizes asked for, smallest first', () => {
    expect(parseOptions(['--sizes', '100k,10k']).sizes).toEqual([10_000, 100_000]);
    expect(parseSize('1M')).toBe(1_000_000);
    expect(parseSize('2.5k')).toBe(2_500);
  });

  it('skips phases by name and refuses unknown ones', () => {
    expect([...parseOptions(['--skip', 'timers,cases']).skip]).toEqual(['timers', 'cases']);
    expect(() => parseOptions(['--skip', 'everything'])).toThrow('--skip: "everything"');
  });

  it('refuses a size it cannot read or too small to measure, and an unknown flag', () => {
    expect(() => parseOptions(['--sizes', '10x'])).toThrow('not a size');
    expect(() => parseSize('500')).toThrow('below 1k');
    expect(() => parseOptions(['--size', '10k'])).toThrow('unknown option --size');
    expect(() => parseOptions(['--seconds', '0'])).toThrow('not a positive number');
  });
});
