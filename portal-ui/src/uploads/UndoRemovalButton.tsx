import { useI18n } from '../i18n/I18nContext';

/**
 * "Desfazer" on a file a list is about to remove, during its 2 seconds. It takes the focus (from
 * the dialog's "Sim", where there was one): the undo is one key away.
 */
export function UndoRemovalButton({ onUndo }: { onUndo(): void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="btn btn-small btn-secondary" autoFocus onClick={() => onUndo()}>
      {t('portal.upload.undo')}
    </button>
  );
}
