import { Chip, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { inspectionStatusByCode } from '@claims/domain';
import { codeLabel } from '../cases/code-choices';
import { CaseFiles } from '../cases/FilePreview';
import { CaseHeader } from '../cases/CaseHeader';
import { CaseLog } from '../cases/CaseLog';
import { CaseMessages } from '../cases/CaseMessages';
import { CaseShow } from '../cases/CaseShow';
import { DetailCard, DetailColumns, EmptyState, Fact, Facts, TableCard } from '../cases/DetailCard';
import { PortFacts } from '../cases/PortFacts';
import { ReferenceName } from '../cases/ReferenceName';
import { StatusChip } from '../cases/StatusChip';
import { useFormat } from '../i18n/format';
import { Unbroken, Weight } from '../i18n/Figures';
import { LateNoticeChip } from './ProtestLetterList';
import { ProtestActions } from './ProtestActions';
import type { ProtestLetterDetail } from './types';

const f = (name: string) => `resources.protest-letters.fields.${name}`;

function LetterCard({ record }: { record: ProtestLetterDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  return (
    <DetailCard title="console.protestLetters.cards.letter">
      <Facts>
        <Fact label={f('protocol')}>{record.protocol}</Fact>
        <Fact label={f('clientName')}>
          {record.clientName ?? <ReferenceName reference="clients" id={record.clientId} />}
        </Fact>
        <Fact label={f('office')}>{codeLabel('offices', record.office, translate)}</Fact>
        <Fact label={f('billOfLading')}>{record.billOfLading}</Fact>
        <Fact label={f('houseBillOfLading')}>{record.houseBillOfLading}</Fact>
        <Fact label={f('cte')}>{record.cte}</Fact>
        <Fact label={f('vesselId')}>
          {record.vesselId ? <ReferenceName reference="vessels" id={record.vesselId} /> : record.ship}
        </Fact>
        <Fact label={f('voyage')}>{record.voyage}</Fact>
        <Fact label={f('merchandise')}>{record.merchandise}</Fact>
        <Fact label={f('notifyingCompany')}>{record.notifyingCompany}</Fact>
        <PortFacts
          resource="protest-letters"
          loading={record.portOfEmbarkationId}
          discharge={record.portOfDischargeId}
          dischargeDate={record.dischargeDate}
        />
        <Fact label={f('noticeDeadline')}>
          {format.day(record.noticeDeadline)} {record.lateNotice ? <LateNoticeChip /> : null}
        </Fact>
        <Fact label={f('filedAt')}>{format.dateTime(record.filedAt)}</Fact>
        <Fact label={f('reimbursementRequestId')}>
          {record.reimbursementRequestId ? (
            <Link to={`/reimbursements/${record.reimbursementRequestId}/show`}>
              {record.reimbursementRequestReference ?? (
                <ReferenceName
                  reference="reimbursements"
                  id={record.reimbursementRequestId}
                  render={(r) => String(r.reference ?? '')}
                />
              )}
            </Link>
          ) : null}
        </Fact>
      </Facts>
    </DetailCard>
  );
}

function ContainersCard({ record }: { record: ProtestLetterDetail }) {
  const translate = useTranslate();
  const containers = record.containers ?? [];
  const c = (name: string) => translate(`console.containers.${name}`);
  return (
    <TableCard
      title="console.protestLetters.cards.containers"
      empty={containers.length === 0}
      emptyText="console.containers.empty"
      head={
        <>
          <TableCell>{c('number')}</TableCell>
          <TableCell>{c('damages')}</TableCell>
          <TableCell>{c('seal')}</TableCell>
          <TableCell align="right">{c('weight')}</TableCell>
        </>
      }
    >
      {containers.map((k) => (
        <TableRow key={k.number}>
          <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{k.number}</TableCell>
          <TableCell>
            <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {k.damages.map((d) => (
                <Chip key={d} size="small" label={codeLabel('protestDamageTypes', d, translate)} />
              ))}
            </Stack>
          </TableCell>
          {/* Each seal and weight whole ("SL- / 884512", "12.500, / 5" read as two). */}
          <TableCell>
            <Unbroken>{k.sealManifested ?? '—'}</Unbroken> → <Unbroken>{k.sealDetermined ?? '—'}</Unbroken>
          </TableCell>
          <TableCell align="right">
            {k.weightManifested ? <Weight kg={k.weightManifested} /> : '—'} →{' '}
            {k.weightDetermined ? <Weight kg={k.weightDetermined} /> : '—'}
          </TableCell>
        </TableRow>
      ))}
    </TableCard>
  );
}

function InspectionCard({ record }: { record: ProtestLetterDetail }) {
  const translate = useTranslate();
  const format = useFormat();
  const i = record.inspection;
  const n = (name: string) => `console.inspection.${name}`;
  return (
    <DetailCard title="console.protestLetters.cards.inspection">
      {!i ? (
        <EmptyState
          text={record.inspectionRequested ? 'console.inspection.awaitingRequest' : 'console.inspection.none'}
        />
      ) : (
        <Facts>
          <Fact label={n('status')}>
            {codeLabel('inspectionStatuses', inspectionStatusByCode(i.status)?.key, translate)}
          </Fact>
          <Fact label={n('when')}>{[format.day(i.date), i.hour].filter(Boolean).join(' ')}</Fact>
          <Fact label={n('inspector')}>{i.inspectorName}</Fact>
          <Fact label={n('contact')}>{[i.name, i.contact].filter(Boolean).join(' · ')}</Fact>
          <Fact label={n('telephone')}>{i.telephone}</Fact>
          <Fact label={n('email')}>{i.email}</Fact>
          <Fact label={n('address')}>{i.address}</Fact>
          <Fact label={n('result')}>{codeLabel('inspectionResults', i.result, translate)}</Fact>
          <Fact label={n('observation')}>{i.observation}</Fact>
          <Fact label={n('analysisStatement')}>{i.analysisStatement}</Fact>
          <Fact label={n('concludedAt')}>{format.dateTime(i.concludedAt)}</Fact>
        </Facts>
      )}
    </DetailCard>
  );
}

/** The letter's page: its header, then its cards. */
function LetterPage({ record }: { record: ProtestLetterDetail }) {
  return (
    <>
      <CaseHeader kind="protest-letters" record={record} actions={<ProtestActions record={record} />}>
        <StatusChip family="protestStatuses" status={record.status} size="medium" />
        {record.lateNotice ? <LateNoticeChip /> : null}
      </CaseHeader>
      {/* The containers and the log span the page: their columns never squeeze a word apart. */}
      <Stack spacing={2}>
        <DetailColumns
          main={<LetterCard record={record} />}
          side={
            <>
              <DetailCard title="console.protestLetters.cards.files">
                <CaseFiles files={record.files ?? []} basePath={`/protest-letters/${record.id}/files`} />
              </DetailCard>
              <DetailCard title="console.protestLetters.cards.messages" id="messages">
                <CaseMessages resource="protest-letters" id={record.id} />
              </DetailCard>
            </>
          }
        />
        <ContainersCard record={record} />
        <DetailColumns
          main={<InspectionCard record={record} />}
          side={
            <DetailCard title="console.protestLetters.cards.analysis">
              {record.analysisStatement ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                  {record.analysisStatement}
                </Typography>
              ) : (
                <EmptyState text="console.protestLetters.noAnalysis" />
              )}
            </DetailCard>
          }
        />
        <DetailCard title="console.protestLetters.cards.log">
          <CaseLog entries={record.log ?? []} statusFamily="protestStatuses" />
        </DetailCard>
      </Stack>
    </>
  );
}

export function ProtestLetterShow() {
  return <CaseShow one="console.protestLetters.one" page={LetterPage} />;
}
