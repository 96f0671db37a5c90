import { Box } from '@mui/material';
import ChatIcon from '@mui/icons-material/Chat';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { AppBar, LoadingIndicator, TitlePortal } from 'react-admin';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { LanguageMenu } from './LanguageMenu';
import { NotificationsMenu } from './notifications/NotificationsMenu';
import { TabTitle } from './TabTitle';

/** The top bar (SPEC §1): notifications, messages, language, and the profile menu under the user's name. */
export function ConsoleAppBar() {
  return (
    <AppBar
      color="primary"
      userMenu={<ConsoleUserMenu />}
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <NotificationsMenu
            icon={<NotificationsIcon />}
            title="console.notifications.title"
            empty="console.notifications.empty"
          />
          <NotificationsMenu
            kind="CASE_MESSAGE"
            icon={<ChatIcon />}
            title="console.messages.title"
            empty="console.messages.none"
          />
          <LanguageMenu />
          <LoadingIndicator />
        </Box>
      }
    >
      <TitlePortal />
      <TabTitle />
    </AppBar>
  );
}
