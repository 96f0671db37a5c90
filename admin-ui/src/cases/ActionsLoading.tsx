import { Skeleton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The action toolbar while the case's own answer is on its way. react-admin first shows a case
 * from the list's row, which carries no `allowedActions`; its buttons come with the detail, a
 * moment later, and the toolbar says it is busy meanwhile instead of offering nothing.
 */
export function ActionsLoading() {
  const translate = useTranslate();
  return (
    <Stack
      direction="row"
      spacing={1}
      role="toolbar"
      aria-busy="true"
      aria-label={translate('console.actions.title')}
    >
      <Skeleton variant="rounded" width={140} height={30} />
      <Skeleton variant="rounded" width={140} height={30} />
    </Stack>
  );
}
