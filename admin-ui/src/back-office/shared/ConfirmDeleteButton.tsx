import { DeleteWithConfirmButton, useRecordContext } from 'react-admin';

/**
 * Delete with the spec's question ("Tem certeza de que quer excluir?") and the record's name, and
 * only once the server said yes (pessimistic): removals are soft but cannot be undone from here.
 */
export function ConfirmDeleteButton({ nameOf }: { nameOf: (record: Record<string, unknown>) => string }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <DeleteWithConfirmButton
      confirmTitle="confirm.delete"
      confirmContent={nameOf(record)}
      mutationMode="pessimistic"
      successMessage="success.removed"
    />
  );
}
