import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { PayloadInput, type Choice } from '../../cases/PayloadInput';
import type { ConsoleDataProvider } from '../../providers/data-provider';
import type { ReimbursementDetail } from '../types';

/**
 * The receipt of a payment made: one of the case's files, or a new one uploaded here (through
 * the case's own file upload, so it is logged and shown like any attachment) and chosen at once.
 */
export function ReceiptInput({ record }: { record: ReimbursementDetail }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { setValue } = useFormContext();
  const [uploaded, setUploaded] = useState<Choice[]>([]);
  const [busy, setBusy] = useState(false);
  const choices = [...(record.attachments ?? []).map((f) => ({ id: f.id, name: f.name })), ...uploaded];

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const added = await dataProvider.uploadCaseFile('reimbursements', record.id, file, 'PROOF_OF_PAYMENT');
      setUploaded((before) => [...before, { id: added.id, name: added.name }]);
      setValue('receiptFileId', added.id, { shouldDirty: true });
    } catch (err) {
      notify(err instanceof Error ? err.message : 'errors.generic', { type: 'error' });
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
            onChange={(e) => void upload(e.target.files?.[0])}
          />
        </Button>
        {busy ? (
          <Typography variant="caption" color="text.secondary">
            {translate('console.payment.uploading')}
          </Typography>
        ) : null}
      </Stack>
    </Stack>
  );
}
