import { Menu, useResourceDefinitions } from 'react-admin';
import { inSidebar } from '@claims/domain';
import { backOfficeMenu } from '../back-office';
import { useRole } from '../back-office/shared/access';

/**
 * The sidebar: the dashboard, every resource this user may list and SPEC §6 shows to its role
 * (customer service sees no Clients or Custom-broker entry), then the back office's own pages.
 */
export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const role = useRole();
  return (
    <Menu>
      <Menu.DashboardItem />
      {Object.keys(resources)
        .filter((name) => resources[name]!.hasList && inSidebar(role, name))
        .map((name) => (
          <Menu.ResourceItem key={name} name={name} />
        ))}
      {backOfficeMenu}
    </Menu>
  );
}
