import { textHolds } from './text-search';

describe('text as people search it', () => {
  it.each([
    ['Puerto de Asunción', 'asuncion', true],
    ['Puerto de Asunción', ' ASUNCIÓN ', true],
    ['São Francisco do Sul', 'sao fran', true],
    ['Porto de Santos', 'asun', false],
  ])('"%s" holds "%s": %s', (text, words, held) => {
    expect(textHolds(text, words)).toBe(held);
  });
});
