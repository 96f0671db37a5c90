import { formatFileSize, formatFileSizeLimit } from './file-size';

describe('file sizes', () => {
  it.each(['pt-BR', 'es', 'en'])('in %s count bytes without decimals (never "606,00 Bytes")', (locale) => {
    expect(formatFileSize(606, locale)).toBe('606 bytes');
    expect(formatFileSize(1, locale)).toBe('1 byte');
    expect(formatFileSize(0, locale)).toBe('0 bytes');
    expect(formatFileSize(1023, locale)).toBe('1023 bytes');
  });

  it('write larger sizes in base 1024 with 2 decimals, as the reader writes numbers (SPEC §9)', () => {
    expect(formatFileSize(149_739, 'pt-BR')).toBe('146,23 KB');
    expect(formatFileSize(149_739, 'es')).toBe('146,23 KB');
    expect(formatFileSize(1536, 'en')).toBe('1.50 KB');
    expect(formatFileSize(3.4 * 1024 ** 2, 'pt-BR')).toBe('3,40 MB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5.00 GB');
    expect(formatFileSize(2 * 1024 ** 8, 'es')).toBe('2,00 YB');
  });
});

describe('upload limits', () => {
  it.each([
    ['pt-BR', '1,50 MB'],
    ['es', '1,50 MB'],
    ['en', '1.50 MB'],
  ])('in %s are whole units without decimals ("20 MB"), else as file sizes', (locale, oneAndAHalf) => {
    expect(formatFileSizeLimit(20 * 1024 ** 2, locale)).toBe('20 MB');
    expect(formatFileSizeLimit(1024 ** 3, locale)).toBe('1 GB');
    expect(formatFileSizeLimit(64 * 1024, locale)).toBe('64 KB');
    expect(formatFileSizeLimit(1.5 * 1024 ** 2, locale)).toBe(oneAndAHalf);
    expect(formatFileSizeLimit(1000, locale)).toBe('1000 bytes');
  });
});
