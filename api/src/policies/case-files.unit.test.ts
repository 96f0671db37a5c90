import { caseFilePolicy } from './case-files';
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
