import { Menu } from 'react-admin';
import { backOfficeMenu } from '../back-office';

/** The sidebar: the dashboard, every resource this user may list, then the back office's own pages. */
export function ConsoleMenu() {
  return (
    <Menu>
      <Menu.DashboardItem />
      <Menu.ResourceItems />
      {backOfficeMenu}
    </Menu>
  );
}
