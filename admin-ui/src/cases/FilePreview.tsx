import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Tooltip,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useTranslate } from 'react-admin';
import { previewable, useFilePreview } from '@claims/ui-kit/file-preview';
import { useFormat } from '../i18n/format';
import { downloadFile, fetchBlob } from '../providers/http-client';
import type { CaseFile } from '../reimbursements/types';
import { codeLabel } from './code-choices';
import { EmptyState } from './DetailCard';

/** A PDF's page as drawn by PDF.js: a sheet centred in the dialog, as wide as it fits. */
const PDF_PAGE = {
  maxWidth: '100%',
  display: 'block',
  margin: '0 auto 12px',
  boxShadow: '0 1px 4px rgba(0,0,0,.25)',
};

/** A case's files: type, name, size, who and when; PDFs and images open in the browser. */
export function CaseFiles({ files, basePath }: { files: CaseFile[]; basePath: string }) {
  const translate = useTranslate();
  const format = useFormat();
  const [preview, setPreview] = useState<CaseFile | null>(null);
  if (files.length === 0) return <EmptyState text="console.files.empty" />;
  return (
    <>
      <List dense disablePadding>
        {files.map((file) => (
          <ListItem
            key={file.id}
            disableGutters
            sx={{ pr: 11 }}
            secondaryAction={
              <>
                {previewable(file) ? (
                  <Tooltip title={translate('console.files.preview')}>
                    <IconButton
                      aria-label={`${translate('console.files.preview')} ${file.name}`}
                      onClick={() => setPreview(file)}
                    >
                      <VisibilityIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                ) : null}
                <Tooltip title={translate('console.files.download')}>
                  <IconButton
                    aria-label={`${translate('console.files.download')} ${file.name}`}
                    onClick={() => void downloadFile(`${basePath}/${file.id}`, file.name)}
                  >
                    <DownloadIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </>
            }
          >
            <ListItemText
              primary={file.name}
              secondary={[
                codeLabel('documentTypes', file.documentType, translate),
                format.fileSize(file.size),
                format.dateTime(file.uploadedAt),
                file.uploadedByName,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItem>
        ))}
      </List>
      {preview ? (
        <PreviewDialog file={preview} path={`${basePath}/${preview.id}`} onClose={() => setPreview(null)} />
      ) : null}
    </>
  );
}

function PreviewDialog({ file, path, onClose }: { file: CaseFile; path: string; onClose: () => void }) {
  const translate = useTranslate();
  const { imageUrl, state, pages } = useFilePreview(file, path, fetchBlob);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-label={file.name}>
      <DialogTitle>{file.name}</DialogTitle>
      <DialogContent dividers sx={{ bgcolor: 'grey.100', minHeight: 240 }}>
        {state === 'loading' ? <CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} /> : null}
        {state === 'failed' ? <Alert severity="error">{translate('errors.loadFailed')}</Alert> : null}
        {imageUrl ? (
          <Box
            component="img"
            src={imageUrl}
            alt={file.name}
            sx={{ maxWidth: '100%', display: 'block', mx: 'auto' }}
          />
        ) : null}
        <Box ref={pages} data-testid="pdf-pages" sx={{ '& .pdf-page': PDF_PAGE }} />
      </DialogContent>
      <DialogActions>
        <Button startIcon={<DownloadIcon />} onClick={() => void downloadFile(path, file.name)}>
          {translate('console.files.download')}
        </Button>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
