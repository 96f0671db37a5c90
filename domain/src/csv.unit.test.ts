import { csvText } from './csv';

describe('csvText', () => {
  it('writes a header row and the rows, CRLF ended', () => {
    expect(csvText(['Referência', 'Total'], [['RR-2026-000001', 1250.5]])).toBe(
      'Referência,Total\r\nRR-2026-000001,1250.5\r\n',
    );
  });

  it('quotes commas, semicolons, quotes and line breaks', () => {
    expect(csvText(['a'], [['Silva, João'], ['5;6'], ['diz "oi"'], ['linha\nnova']])).toBe(
      'a\r\n"Silva, João"\r\n"5;6"\r\n"diz ""oi"""\r\n"linha\nnova"\r\n',
    );
  });

  it('keeps a spreadsheet from running a text cell as a formula', () => {
    const cells = ['=HYPERLINK("http://x")', '+55 11 4567-8901', '@SUM(A1)', '-2+3', '\t=1'];
    expect(
      csvText(
        ['c'],
        cells.map((c) => [c]),
      )
        .split('\r\n')
        .slice(1, -1),
    ).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+55 11 4567-8901", "'@SUM(A1)", "'-2+3", "'\t=1"]);
  });

  it('leaves numbers as numbers, negative ones too', () => {
    expect(csvText(['v'], [[-12.5], ['-1250.50'], ['0']])).toBe('v\r\n-12.5\r\n-1250.50\r\n0\r\n');
  });
});
