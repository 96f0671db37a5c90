import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { HttpError, useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { shownFileName, uploadLimitParams } from '@claims/domain/i18n/upload-limit';
import { PayloadInput, type Choice } from '../../cases/PayloadInput';
import type { ConsoleDataProvider } from '../../providers/data-provider';
import { session } from '../../providers/session';
import type { ReimbursementDetail } from '../types';

/**
 * The receipt of a payment made: one of the case's files, or a new one uploaded here (through
 * the case's own file upload, so it is logged and shown like any attachment) and chosen at once.
 * The most a file may weigh is said beside the button, and a larger file is refused there before
 * it is sent, in the api's words, until another is picked.
 */
export function ReceiptInput({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { setValue } = useFormContext();
  const [uploaded, setUploaded] = useState<Choice[]>([]);
  const [busy, setBusy] = useState(false);
  const [tooLarge, setTooLarge] = useState<string | null>(null);
  const choices = [...(record.attachments ?? []).map((f) => ({ id: f.id, name: f.name })), ...uploaded];
  // The session's profile, as /api/auth/me last described it (getIdentity keeps it fresh).
  const maxBytes = session.profile()?.uploadMaxBytes;
  const limit = maxBytes === undefined ? undefined : uploadLimitParams(locale, maxBytes);

  const upload = async (file: File | undefined) => {
    setTooLarge(null);
    if (!file) return;
    if (maxBytes !== undefined && file.size > maxBytes) {
      setTooLarge(translate('errors.fileTooLarge', { name: shownFileName(file.name), ...limit }));
      return;
    }
    setBusy(true);
    try {
      const added = await dataProvider.uploadCaseFile('reimbursements', record.id, file, 'PROOF_OF_PAYMENT');
      setUploaded((before) => [...before, { id: added.id, name: added.name }]);
      setValue('receiptFileId', added.id, { shouldDirty: true });
    } catch (err) {
      if (err instanceof HttpError && err.status === 413) setTooLarge(err.message);
      else notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={1}>
      <PayloadInput name="receiptFileId" field={{ kind: 'select', choices }} />
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          component="label"
          size="small"
          variant="outlined"
          startIcon={<UploadFileIcon />}
          disabled={busy}
        >
          {translate('console.payment.uploadReceipt')}
          <input
            hidden
            type="file"
            accept=".pdf,.png,.jpg,.jpeg"
            aria-label={translate('console.payment.uploadReceipt')}
            onChange={(e) => {
              void upload(e.target.files?.[0]);
              // Picking the same file again is a new pick, and says its refusal again.
              e.target.value = '';
            }}
          />
        </Button>
        {busy ? (
          <Typography variant="caption" color="text.secondary">
            {translate('console.payment.uploading')}
          </Typography>
        ) : limit ? (
          <Typography variant="caption" color="text.secondary">
            {translate('portal.files.maxSize', limit)}
          </Typography>
        ) : null}
      </Stack>
      {tooLarge ? (
        <Typography variant="body2" color="error" role="alert">
          {tooLarge}
        </Typography>
      ) : null}
    </Stack>
  );
}
