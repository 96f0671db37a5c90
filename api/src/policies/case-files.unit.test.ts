import { protest } from '@claims/domain';
import { caseFilePolicy, withFileActions } from './case-files';
import { signedInAs } from './testing';

const request = { kind: 'reimbursement' } as const;
const letter = { kind: 'protest_letter' } as const;

describe("who may attach a document to a case, or take one's own back", () => {
  it.each([
    // role, upload to a request, upload to a letter, remove from a request, remove from a letter
    ['MASTER', true, true, false, true],
    ['CLAIMS', true, true, false, true],
    ['CUSTOMER_SERVICE', false, false, false, false],
    ['CLIENT_MASTER', true, true, true, true],
    ['CLIENT_OPERATOR', true, true, true, true],
    ['CUSTOMS_BROKER_MASTER', true, true, true, true],
    ['CUSTOMS_BROKER_OPERATOR', true, true, true, true],
    ['INSPECTOR', false, true, false, true],
  ] as const)('%s', (role, uploadRequest, uploadLetter, removeRequest, removeLetter) => {
    const user = signedInAs(role);
    expect({
      uploadRequest: caseFilePolicy.can(user, 'upload', request),
      uploadLetter: caseFilePolicy.can(user, 'upload', letter),
      removeRequest: caseFilePolicy.can(user, 'remove', request),
      removeLetter: caseFilePolicy.can(user, 'remove', letter),
    }).toEqual({ uploadRequest, uploadLetter, removeRequest, removeLetter });
  });
});

describe("which of a filed case's files its user may take back now (each file's allowedActions)", () => {
  const mine = signedInAs('CLIENT_MASTER');
  const letterMissing = (types: readonly string[]) => protest.missingProtestFiles(types).length;
  const file = (id: string, documentType: string, uploadedBy: string | null = mine.id) => ({
    id,
    documentType,
    uploadedBy,
  });
  const filed = [
    file('report', 'DAMAGE_REPORT'),
    file('cte', 'CTE'),
    file('invoice', 'NOTA_FISCAL'),
    file('packing', 'PACKING_LIST'),
    file('photo', 'PHOTOS'),
    file('theirs', 'PHOTOS', 'someone-else'),
  ];
  const removable = (user: ReturnType<typeof signedInAs>, status: protest.ProtestStatus, files = filed) =>
    withFileActions(user, { kind: 'protest_letter', status }, files, letterMissing)
      .filter((f) => f.allowedActions.includes('remove'))
      .map((f) => f.id);

  it.each([
    // status, role, the files offered for removal
    ['INSPECTION_SCHEDULED', 'CLIENT_MASTER', ['photo']],
    ['ANALYSIS_CONCLUDED', 'CLIENT_MASTER', []],
    ['INSPECTION_SCHEDULED', 'CUSTOMER_SERVICE', []],
  ] as const)('%s, as %s: %j', (status, role, ids) => {
    const user = role === 'CLIENT_MASTER' ? mine : signedInAs(role);
    expect(removable(user, status)).toEqual(ids);
  });

  it('lets a second file of a mandatory kind go, never the last one', () => {
    const twoReports = [...filed, file('report-2', 'DAMAGE_REPORT')];
    expect(removable(mine, 'INSPECTION_SCHEDULED', twoReports)).toEqual(['report', 'photo', 'report-2']);
  });
});
