import { Menu, useResourceDefinitions, useSidebarState } from 'react-admin';
import { inSidebar } from '@claims/domain';
import { backOfficeMenu } from '../back-office';
import { useRole } from '../back-office/shared/access';

/**
 * An open sidebar's entries wrap onto a second line rather than end in "…": "Solicitações de
 * ressarcimento" is wider than the drawer in pt-BR. Closed, only the icons show, on one line.
 */
const WHOLE_ENTRIES = {
  '& .MuiMenuItem-root': { whiteSpace: 'normal', alignItems: 'flex-start', py: 0.75 },
  '& .MuiMenuItem-root .MuiTypography-noWrap': { whiteSpace: 'normal', overflow: 'visible' },
  '& .MuiMenuItem-root .MuiListItemIcon-root': { mt: 0.25 },
};

/**
 * The sidebar: the dashboard, every resource this user may list and SPEC §6 shows to its role
 * (customer service sees no Clients or Custom-broker entry), then the back office's own pages.
 */
export function ConsoleMenu() {
  const resources = useResourceDefinitions();
  const role = useRole();
  const [open] = useSidebarState();
  return (
    <Menu sx={open ? WHOLE_ENTRIES : undefined}>
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
