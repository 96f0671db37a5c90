import { protest, reimbursement, SUPPORTED_LOCALES, translate } from '@claims/domain';
import { recordedHistories, recordedHistory } from '@claims/api/testing/recorded-history';
import { registeredActivityNames } from '@claims/workers/testing/activity-names';
import { historyRows, type HistoryEvent } from './history-rows';
import { rowWords, updateText } from './history-words';

// A reimbursement with a recovery, a retried projection, a patch and a task the console does
// not know (a worker newer than the console).
const events: HistoryEvent[] = [
  { id: 1, type: 'WORKFLOW_EXECUTION_STARTED', time: null, workflowType: 'reimbursementRequestWorkflow' },
  { id: 2, type: 'WORKFLOW_TASK_SCHEDULED', time: null },
  { id: 3, type: 'MARKER_RECORDED', time: null, marker: 'core_patch', patch: 'local-projection' },
  { id: 4, type: 'ACTIVITY_TASK_SCHEDULED', time: null, activity: 'loadReimbursementTimers' },
  { id: 5, type: 'ACTIVITY_TASK_COMPLETED', time: null, scheduledEventId: 4 },
  {
    id: 6,
    type: 'MARKER_RECORDED',
    time: null,
    marker: 'core_local_activity',
    activity: 'recordReimbursementTransition',
    attempt: 3,
  },
  { id: 7, type: 'ACTIVITY_TASK_SCHEDULED', time: null, activity: 'sendCourierLabel' },
  { id: 8, type: 'ACTIVITY_TASK_FAILED', time: null, scheduledEventId: 7, failure: 'SMTP refused' },
  { id: 9, type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED', time: null, update: 'startRecovery', updateId: 'u' },
  {
    id: 10,
    type: 'START_CHILD_WORKFLOW_EXECUTION_INITIATED',
    time: null,
    workflowType: 'debtNoteRecoveryWorkflow',
    childWorkflowId: 'reimbursement-1-recovery',
  },
  { id: 11, type: 'SIGNAL_EXTERNAL_WORKFLOW_EXECUTION_INITIATED', time: null, signal: 'debtNoteChanged' },
  { id: 12, type: 'WORKFLOW_EXECUTION_SIGNALED', time: null, signal: 'debtNoteDue' },
  { id: 13, type: 'UPSERT_WORKFLOW_SEARCH_ATTRIBUTES', time: null },
  { id: 14, type: 'WORKFLOW_EXECUTION_UPDATE_ACCEPTED', time: null, update: 'reassignGalaxy', updateId: 'x' },
  { id: 15, type: 'WORKFLOW_EXECUTION_CONTINUED_AS_NEW', time: null, newRunId: 'r2' },
  { id: 16, type: 'WORKFLOW_EXECUTION_OPTIONS_UPDATED', time: null },
];

const wordsOf = (locale: string, list: readonly HistoryEvent[] = events) =>
  Object.fromEntries(historyRows(list).map((row) => [row.id, rowWords(locale, row)]));

describe("the workflow history's rows in words", () => {
  it('speaks Portuguese: the case kind opened, tasks by what they do, versions and notices', () => {
    const pt = wordsOf('pt-BR');
    expect(pt[1]).toEqual({
      text: 'Solicitação de ressarcimento aberta',
      detail: 'reimbursementRequestWorkflow',
    });
    expect(pt[2]!.text).toBe('Decisão do próximo passo agendada');
    expect(pt[3]).toEqual({ text: 'Versão do fluxo registrada', detail: 'local-projection' });
    expect(pt[4]!.text).toBe('Leitura dos prazos configurados de ressarcimento agendada');
    expect(pt[5]!.text).toBe('Leitura dos prazos configurados de ressarcimento concluída');
    expect(pt[6]).toEqual({
      text: 'Atualização do andamento da solicitação concluída na tentativa 3',
      detail: 'recordReimbursementTransition',
    });
    expect(pt[9]!.text).toBe('Pedido recebido: Iniciar recuperação');
    expect(pt[10]!.text).toBe('Fluxo vinculado pedido: Recuperação da nota de débito');
    expect(pt[10]!.detail).toBe('debtNoteRecoveryWorkflow · reimbursement-1-recovery');
    expect(pt[11]!.text).toBe('Aviso enviado: Nota de débito atualizada');
    expect(pt[12]).toEqual({ text: 'Aviso recebido: Nota de débito vencida', detail: 'debtNoteDue' });
    expect(pt[13]!.text).toBe('Dados de busca do processo atualizados');
    expect(pt[15]!.text).toBe('Histórico renovado: o processo segue numa nova execução');
  });

  it('speaks Spanish, with the protest letter named as such', () => {
    const es = wordsOf('es');
    expect(es[1]!.text).toBe('Solicitud de resarcimiento abierta');
    expect(es[3]!.text).toBe('Versión del flujo registrada');
    expect(es[6]!.text).toBe('Actualización del avance de la solicitud concluida en el intento 3');
    expect(es[11]!.text).toBe('Aviso enviado: Nota de débito actualizada');
    expect(es[12]!.text).toBe('Aviso recibido: Nota de débito vencida');
    const letter = wordsOf('es', [
      { id: 1, type: 'WORKFLOW_EXECUTION_STARTED', time: null, workflowType: 'protestLetterWorkflow' },
    ]);
    expect(letter[1]!.text).toBe('Carta de protesta abierta');
    expect(wordsOf('en')[1]!.text).toBe('Reimbursement request opened');
  });

  it('says a name it does not know in generic words, the name only in the detail', () => {
    const pt = wordsOf('pt-BR');
    const es = wordsOf('es');
    expect(pt[8]).toEqual({ text: 'Tarefa do sistema falhou: SMTP refused', detail: 'sendCourierLabel' });
    expect(es[8]).toEqual({ text: 'Tarea del sistema falló: SMTP refused', detail: 'sendCourierLabel' });
    expect(pt[14]).toEqual({ text: 'Pedido recebido: Comando do sistema', detail: 'reassignGalaxy' });
    expect(es[16]).toEqual({ text: 'Evento del sistema', detail: 'WORKFLOW_EXECUTION_OPTIONS_UPDATED' });
    const unknownFlow = wordsOf('es', [
      { id: 1, type: 'WORKFLOW_EXECUTION_STARTED', time: null, workflowType: 'x' },
    ]);
    expect(unknownFlow[1]!.text).toBe('Proceso abierto');
  });

  it('has words of its own for every activity the worker registers, in every language', () => {
    const names = registeredActivityNames();
    expect(names).toEqual(expect.arrayContaining(['recordReimbursementTransition', 'loadProtestTimers']));
    for (const locale of SUPPORTED_LOCALES)
      for (const activity of names) {
        const [row] = historyRows([
          { id: 1, type: 'MARKER_RECORDED', time: null, marker: 'core_local_activity', activity },
        ]);
        const { text } = rowWords(locale, row!);
        expect({
          activity,
          locale,
          generic: text.startsWith(translate(locale, 'backOffice.historyWords.systemTask')),
        }).toEqual({
          activity,
          locale,
          generic: false,
        });
      }
  });

  it('names every command a person or the api sends a case by its label', () => {
    const commands = [
      ...reimbursement.PERSON_ACTIONS,
      ...protest.PROTEST_PERSON_ACTIONS.map((a) => `protest.${a}`),
      'creationRecorded',
      'recordFileAdded',
      'recordFileRemoved',
      'protestFiled',
      'protest.recordFileRemoved',
    ];
    for (const locale of SUPPORTED_LOCALES)
      for (const command of commands)
        expect({ command, locale, text: updateText(locale, command) }).not.toMatchObject({
          text: translate(locale, 'backOffice.historyWords.someCommand'),
        });
    // The client's side has no console button: its commands read as what they did.
    expect(updateText('es', 'counterOffer')).toBe('Contraoferta enviada');
    expect(updateText('pt-BR', 'acceptProposal')).toBe('Proposta aceita');
    expect(updateText('en', 'protest.recordInspectionResult')).toBe('Inspection concluded');
  });
});

describe('a recorded case history, as the api answers it', () => {
  // camelCase (a function's name), Temporal's word, a placeholder left unfilled, a name not found.
  const technical = [/[a-z][A-Z]/, /workflow/i, /\{\w+\}/, /\?/];

  // The generic words are for a name the console does not know: none in a real case of today.
  const GENERIC = [
    'systemTask',
    'someCommand',
    'someSignal',
    'someFlow',
    'openedSomeFlow',
    'other',
    'marker',
  ];

  it.each(recordedHistories())('%s reads in words in every language', async (file) => {
    const rows = historyRows((await recordedHistory(file)) as HistoryEvent[]);
    expect(rows.length).toBeGreaterThan(10);
    for (const locale of SUPPORTED_LOCALES) {
      const generic = GENERIC.map((key) => translate(locale, `backOffice.historyWords.${key}`));
      const raw = rows
        .map((row) => ({ id: row.id, text: rowWords(locale, row).text }))
        .filter(
          ({ text }) =>
            technical.some((pattern) => pattern.test(text)) || generic.some((words) => text.includes(words)),
        );
      expect({ locale, raw }).toEqual({ locale, raw: [] });
    }
  });
});
