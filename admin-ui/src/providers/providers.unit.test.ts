import { canAccess } from './access';
import { changedFields } from './data-provider';

describe('what the console lets each role see and do (canAccess)', () => {
  it('lets every staff role read cases, only MASTER and CLAIMS act, and customer service comment', () => {
    for (const role of ['MASTER', 'CLAIMS', 'CUSTOMER_SERVICE'] as const) {
      expect(canAccess(role, 'reimbursements', 'list')).toBe(true);
      expect(canAccess(role, 'protest-letters', 'show')).toBe(true);
      expect(canAccess(role, 'reimbursements', 'comment')).toBe(true);
    }
    expect(canAccess('CLAIMS', 'reimbursements', 'act')).toBe(true);
    expect(canAccess('CUSTOMER_SERVICE', 'reimbursements', 'act')).toBe(false);
    expect(canAccess('CUSTOMER_SERVICE', 'protest-letters', 'act')).toBe(false);
    expect(canAccess('CUSTOMER_SERVICE', 'reimbursements', 'history')).toBe(false);
  });

  it('lets a MASTER alone approve proposals above authority ("awaiting me" is then the approvals)', () => {
    expect(canAccess('MASTER', 'reimbursements', 'approve')).toBe(true);
    expect(canAccess('CLAIMS', 'reimbursements', 'approve')).toBe(false);
    expect(canAccess('CUSTOMER_SERVICE', 'reimbursements', 'approve')).toBe(false);
    expect(canAccess('MASTER', 'protest-letters', 'approve')).toBe(false);
  });

  it('never lets the console create or delete a case', () => {
    expect(canAccess('MASTER', 'reimbursements', 'create')).toBe(false);
    expect(canAccess('MASTER', 'reimbursements', 'delete')).toBe(false);
  });

  it('follows the permission matrix for the back office', () => {
    expect(canAccess('CLAIMS', 'ports', 'edit')).toBe(true);
    expect(canAccess('CUSTOMER_SERVICE', 'ports', 'edit')).toBe(false);
    expect(canAccess('CUSTOMER_SERVICE', 'users', 'list')).toBe(false);
    expect(canAccess('CLAIMS', 'settings', 'list')).toBe(false);
    expect(canAccess('MASTER', 'audit-log', 'list')).toBe(true);
  });

  it('keeps the screens SPEC §6 leaves out of customer service’s sidebar closed by address too, but its lookups open', () => {
    for (const resource of ['clients', 'customs-brokers', 'ports']) {
      expect(canAccess('CUSTOMER_SERVICE', resource, 'list')).toBe(false);
      expect(canAccess('CUSTOMER_SERVICE', resource, 'show')).toBe(false);
      // A case names its client: the data provider still reads the records.
      expect(canAccess('CUSTOMER_SERVICE', resource, 'read')).toBe(true);
      expect(canAccess('CLAIMS', resource, 'list')).toBe(true);
    }
  });

  it('lets nobody outside the staff in', () => {
    expect(canAccess('CLIENT_MASTER', 'reimbursements', 'list')).toBe(false);
    expect(canAccess('INSPECTOR', 'protest-letters', 'list')).toBe(false);
    expect(canAccess(undefined, 'reimbursements', 'list')).toBe(false);
  });
});

describe('a whole record saved by an edit form', () => {
  it('travels as the fields that changed, never the read-only ones', () => {
    const previous = {
      id: '1',
      name: 'Santos',
      code: 'BRSSZ',
      city: 'Santos',
      createdAt: 'x',
      labels: { en: 'a' },
    };
    const data = { ...previous, name: 'Porto de Santos', labels: { en: 'b' } };
    expect(changedFields(data, previous)).toEqual({ name: 'Porto de Santos', labels: { en: 'b' } });
  });

  it('without the previous record, sends everything but the id and timestamps', () => {
    expect(changedFields({ id: '1', name: 'x', updatedAt: 'y' })).toEqual({ name: 'x' });
  });
});
