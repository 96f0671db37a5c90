import { ListItemIcon, ListItemText, ListSubheader, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import PersonIcon from '@mui/icons-material/Person';
import { Link } from 'react-router-dom';
import { Logout, UserMenu, useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { LOCALES } from '../i18n/i18n-provider';
import { useChangeLanguage } from './useChangeLanguage';

function ProfileItem() {
  const translate = useTranslate();
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  return (
    <MenuItem component={Link} to="/profile" onClick={onClose}>
      <ListItemIcon>
        <PersonIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('console.profile.title')}</ListItemText>
    </MenuItem>
  );
}

function LanguageItems() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const change = useChangeLanguage();
  const { onClose } = useUserMenu() ?? { onClose: () => undefined };
  return (
    <>
      <ListSubheader sx={{ lineHeight: '32px' }}>{translate('console.language.change')}</ListSubheader>
      {LOCALES.map((l) => (
        <MenuItem
          key={l.locale}
          lang={l.locale}
          onClick={() => {
            onClose();
            void change(l.locale);
          }}
        >
          <ListItemIcon>{l.locale === locale ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
          <ListItemText>{l.name}</ListItemText>
        </MenuItem>
      ))}
    </>
  );
}

/** The profile dropdown (SPEC §1): my profile, change language, logout. */
export function ConsoleUserMenu() {
  return (
    <UserMenu>
      <ProfileItem />
      <LanguageItems />
      <Logout />
    </UserMenu>
  );
}
