import { formatFileSize } from './file-size';

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
