import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import TranslateIcon from '@mui/icons-material/Translate';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../i18n/i18n-provider';
import { useChangeLanguage } from './useChangeLanguage';

const SHORT: Record<string, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };

/** The top bar's language dropdown (SPEC §1): PT / EN / ES, applied at once and stored. */
export function LanguageMenu() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const change = useChangeLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<TranslateIcon />}
        aria-label={translate('console.language.label')}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        {SHORT[locale] ?? locale}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map((l) => (
          <MenuItem
            key={l.locale}
            selected={l.locale === locale}
            lang={l.locale}
            onClick={() => {
              setAnchor(null);
              void change(l.locale);
            }}
          >
            {l.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
