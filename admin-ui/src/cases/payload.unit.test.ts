import { reimbursement } from '@claims/domain';
import { validatePayload } from './payload';

describe('a command’s payload checked in the console', () => {
  it('calls a choice left empty required, not "not a valid option", in the reader’s language', () => {
    const schema = reimbursement.actionPayloads.transferResponsibility;
    expect(validatePayload(schema, { team: '' }, 'es')).toEqual({ team: 'El campo equipo es obligatorio' });
    expect(validatePayload(schema, { team: 'NOWHERE' }, 'es').team).toMatch(/no es una opción válida/);
  });
});
