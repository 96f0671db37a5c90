import { useState, type MouseEvent } from 'react';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Button,
  Confirm,
  useDeleteController,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';

/**
 * Delete with the spec's question ("Tem certeza de que quer excluir?"), the record's name and the
 * spec's answers Sim/Não (SPEC §8, §9), and only once the server said yes (pessimistic): removals
 * are soft but cannot be undone from here.
 */
export function ConfirmDeleteButton({ nameOf }: { nameOf: (record: Record<string, unknown>) => string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const notify = useNotify();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const { isPending, handleDelete } = useDeleteController({
    record,
    resource,
    mutationMode: 'pessimistic',
    mutationOptions: {
      onSuccess: () => {
        setOpen(false);
        notify('success.removed', { type: 'info' });
        redirect('list', resource);
      },
      onError: (error) => {
        setOpen(false);
        notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
      },
    },
  });
  if (!record) return null;
  return (
    <>
      <Button
        label="ra.action.delete"
        color="error"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="confirm.delete"
        content={nameOf(record)}
        confirm="common.yes"
        cancel="common.no"
        onConfirm={handleDelete}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
