import { itStores } from '../testing/validation-cases';
import { billOfLadingSchema, isValidBillOfLading, validateBillOfLading } from './bill-of-lading';

describe('bill of lading number', () => {
  itStores('accepts %s', validateBillOfLading, [
    ['MEDUJ1234567', 'MEDUJ1234567'],
    ['ssz 240012345', 'SSZ240012345'],
    ['BL01', 'BL01'],
    ['A'.repeat(30), 'A'.repeat(30)],
    // Lines that join the groups of the number with dashes or slashes.
    ['CAZ-SSZ-BUE-004512', 'CAZ-SSZ-BUE-004512'],
    ['caz-ssz-bue-004512', 'CAZ-SSZ-BUE-004512'],
    ['SSZ/2400123', 'SSZ/2400123'],
    ['MSC 2400/0012-A', 'MSC2400/0012-A'],
  ]);

  it.each([
    ['BL1'],
    ['A'.repeat(31)],
    ['-SSZ2400123'],
    ['SSZ2400123/'],
    ['SSZ--2400123'],
    ['SSZ-/2400123'],
    ['SSZ_2400123'],
    ['SSZ.2400123'],
  ])('rejects %s', (input) => {
    expect(isValidBillOfLading(input)).toBe(false);
  });

  it('schema normalizes', () => {
    expect(billOfLadingSchema.parse(' ssz 2400 12345 ')).toBe('SSZ240012345');
  });
});
