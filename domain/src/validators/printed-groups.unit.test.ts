import { printedInGroups } from './printed-groups';

describe('an id in its printed groups', () => {
  it('joins the groups with the separator', () => {
    expect(printedInGroups('211003420017', [2, 6, 3, 1], '-')).toBe('21-100342-001-7');
    expect(printedInGroups('CSQU3054383', [4, 6, 1], ' ')).toBe('CSQU 305438 3');
  });

  it('leaves an id of another length as it is', () => {
    expect(printedInGroups('2026756539', [2, 8, 1], '-')).toBe('2026756539');
  });
});
