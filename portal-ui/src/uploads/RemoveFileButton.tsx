import { ConfirmButton } from '../feedback/Confirm';
import { useI18n } from '../i18n/I18nContext';

/**
 * "Excluir" on a file of a list: SPEC §8's "Tem certeza de que quer excluir?" (Sim/Não) first,
 * then the list's 2-second undo. A click that slipped should not even start the countdown.
 */
export function RemoveFileButton({ name, onConfirm }: { name: string; onConfirm(): void }) {
  const { t } = useI18n();
  return (
    <ConfirmButton
      className="btn btn-small btn-danger"
      label={t('portal.upload.removeShort')}
      ariaLabel={t('portal.upload.remove', { name })}
      question={t('confirm.delete')}
      onConfirm={onConfirm}
    >
      <p>{t('portal.files.removeWhich', { name })}</p>
    </ConfirmButton>
  );
}
