import { missingProtestFiles } from '../protest/letter';
import { caseAllowsFileRemoval, keepsRequiredDocuments, mayRemoveCaseFile } from './case-files';

const letterMissing = (types: readonly string[]) => missingProtestFiles(types).length;
const filed = ['DAMAGE_REPORT', 'CTE', 'NOTA_FISCAL', 'PACKING_LIST'];

describe("removing a case's file (SPEC §4)", () => {
  it("keeps a letter's last file of a mandatory kind, lets a second one or an optional one go", () => {
    expect(keepsRequiredDocuments(letterMissing, [...filed, 'PHOTOS'], 'PHOTOS')).toBe(true);
    expect(keepsRequiredDocuments(letterMissing, [...filed, 'PHOTOS'], 'DAMAGE_REPORT')).toBe(false);
    expect(keepsRequiredDocuments(letterMissing, [...filed, 'DAMAGE_REPORT'], 'DAMAGE_REPORT')).toBe(true);
    // Any of the kinds that satisfy a requirement will do: an invoice of either kind.
    expect(keepsRequiredDocuments(letterMissing, [...filed, 'COMMERCIAL_INVOICE'], 'NOTA_FISCAL')).toBe(true);
    expect(keepsRequiredDocuments(letterMissing, [...filed, null], null)).toBe(true);
  });

  it('allows removal only to the uploader, while the case is open', () => {
    const open = { kind: 'reimbursement', status: 'UNDER_ANALYSIS_BUE' } as const;
    const closed = { kind: 'reimbursement', status: 'PROCESS_CLOSED' } as const;
    expect(mayRemoveCaseFile({ uploadedBy: 'u1' }, 'u1', open)).toBe(true);
    expect(mayRemoveCaseFile({ uploadedBy: 'u1' }, 'u2', open)).toBe(false);
    expect(mayRemoveCaseFile({ uploadedBy: 'u1' }, undefined, open)).toBe(false);
    expect(mayRemoveCaseFile({ uploadedBy: 'u1' }, 'u1', closed)).toBe(false);
    // Once the payment is under way the settlement documents it stands on stay, the R&R first.
    for (const status of ['PAYMENT_SCHEDULED', 'PAYMENT_BLOCKED_BY_FINANCE', 'PAYMENT_MADE'] as const)
      expect(caseAllowsFileRemoval({ kind: 'reimbursement', status })).toBe(false);
    expect(caseAllowsFileRemoval({ kind: 'reimbursement', status: 'AWAITING_RR_POA' })).toBe(true);
    expect(caseAllowsFileRemoval({ kind: 'protest_letter', status: 'INSPECTION_SCHEDULED' })).toBe(true);
    expect(caseAllowsFileRemoval({ kind: 'protest_letter', status: 'ANALYSIS_CONCLUDED' })).toBe(false);
  });
});
