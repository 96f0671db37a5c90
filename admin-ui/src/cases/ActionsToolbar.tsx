import type { ReactNode } from 'react';
import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The row of command buttons on a case's detail page, wrapping on a narrow screen. */
export function ActionsToolbar({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
      role="toolbar"
      aria-label={translate('console.actions.title')}
    >
      {children}
    </Stack>
  );
}
