import type { ComponentType } from 'react';
import { Box } from '@mui/material';
import { Show, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { CaseDetailLoading, useCaseDetail } from './useCaseDetail';

/** What every case's detail carries (both case kinds' contracts). */
type CaseDetail = RaRecord & { reference: string; allowedActions: readonly string[] };

/**
 * A case's detail screen (letter of protest or reimbursement request): react-admin's Show titled
 * by the case's kind and reference, then the kind's `page` once the api's detail has arrived.
 */
export function CaseShow<T extends CaseDetail>({
  one,
  page,
}: {
  /** The translation key naming one case of the kind ("Carta de protesto"). */
  one: string;
  page: ComponentType<{ record: T }>;
}) {
  return (
    <Show title={<CaseTitle one={one} />} actions={false} component="div">
      <CaseDetailPage page={page} />
    </Show>
  );
}

function CaseTitle({ one }: { one: string }) {
  const record = useRecordContext<CaseDetail>();
  const translate = useTranslate();
  return <span>{record ? `${translate(one)} ${record.reference}` : ''}</span>;
}

function CaseDetailPage<T extends CaseDetail>({ page: Page }: { page: ComponentType<{ record: T }> }) {
  const record = useCaseDetail<T>();
  if (!record) return <CaseDetailLoading />;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Page record={record} />
    </Box>
  );
}
