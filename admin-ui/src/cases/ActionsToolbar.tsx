import type { ReactNode } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The command buttons on a case's detail page, one per command the api allows now and in its
 * order, wrapping on a narrow screen; a side command (not the case's next step) is outlined.
 * `children` follow the buttons.
 */
export function ActionsToolbar<A extends string>({
  actions,
  labelKey,
  isSide,
  onOpen,
  children,
}: {
  actions: readonly A[];
  labelKey: (action: A) => string;
  isSide: (action: A) => boolean;
  onOpen: (action: A) => void;
  children?: ReactNode;
}) {
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
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant={isSide(action) ? 'outlined' : 'contained'}
          onClick={() => onOpen(action)}
          data-action={action}
        >
          {translate(labelKey(action))}
        </Button>
      ))}
      {children}
    </Stack>
  );
}
