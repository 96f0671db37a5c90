import { activeGroups, menuFor } from './menu';

const labels = (role: string) => menuFor(role).map((g) => g.label);

describe('the sidebar by role (SPEC §6)', () => {
  it('shows users and customs brokers to a client master, clients to a broker master', () => {
    expect(labels('CLIENT_MASTER')).toEqual(
      expect.arrayContaining(['portal.menu.users', 'portal.menu.customsBrokers']),
    );
    expect(labels('CLIENT_MASTER')).not.toContain('portal.menu.clients');
    expect(labels('CUSTOMS_BROKER_MASTER')).toContain('portal.menu.clients');
    expect(labels('CUSTOMS_BROKER_OPERATOR')).toEqual(['portal.menu.processes', 'portal.menu.manual']);
  });

  it('gives the client register link to a customs broker master only, and each master its users', () => {
    const links = (role: string) => menuFor(role).flatMap((g) => g.links.map((l) => l.to));
    expect(links('CUSTOMS_BROKER_MASTER')).toEqual(
      expect.arrayContaining(['/clients/list', '/clients/new', '/users/users-list', '/users/new']),
    );
    expect(links('CLIENT_MASTER')).toEqual(expect.arrayContaining(['/users/users-list', '/users/new']));
    expect(links('CLIENT_MASTER')).not.toContain('/clients/new');
    expect(links('CLIENT_OPERATOR')).not.toContain('/users/new');
    expect(links('CUSTOMS_BROKER_OPERATOR')).not.toContain('/users/new');
  });

  it('gives an inspector the protest letters only', () => {
    const [processes] = menuFor('INSPECTOR');
    expect(processes!.links.map((l) => l.to)).toEqual(['/processes/list']);
  });

  it('opens the group of the active route', () => {
    expect(activeGroups(menuFor('CLIENT_OPERATOR'), '/request-reimbursement/detail/1')).toEqual(
      new Set(['portal.menu.processes']),
    );
  });
});
