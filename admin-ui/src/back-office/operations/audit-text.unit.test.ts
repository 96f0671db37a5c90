import { actionText, changeLines, entityText, fieldText, valueText } from './audit-text';

const DAY_MS = 86_400_000;

describe('the audit log in words (issue 16)', () => {
  it('names actions and records instead of codes, in each language', () => {
    expect(actionText('pt-BR', 'users.create')).toBe('Cadastro');
    expect(actionText('es', 'ports.update')).toBe('Modificación');
    expect(actionText('en', 'clients.delete')).toBe('Removed');
    expect(actionText('es', 'users.confirmEmail')).toBe('Confirmación de correo');
    expect(entityText('es', 'sinister-causes')).toBe('Causa de siniestro');
    expect(actionText('pt-BR', 'something.unknown')).toBe('something.unknown');
  });

  it('writes each change as field: before → after with readable values', () => {
    expect(
      changeLines('pt-BR', {
        entity: 'users',
        changes: {
          lastName: { before: 'Lima', after: 'Lima Gonçalves' },
          role: { before: 'CLIENT_OPERATOR', after: 'CLIENT_MASTER' },
          active: { before: true, after: false },
          email: { before: null, after: 'ana@example.com' },
        },
      }),
    ).toEqual([
      { field: 'Sobrenome', before: 'Lima', after: 'Lima Gonçalves' },
      { field: 'Perfil', before: 'Cliente operador', after: 'Cliente master' },
      { field: 'Ativo', before: 'Sim', after: 'Não' },
      { field: 'E-mail', before: '—', after: 'ana@example.com' },
    ]);
    expect(
      changeLines('es', { entity: 'users', changes: { active: { before: false, after: true } } })[0],
    ).toEqual({
      field: 'Activo',
      before: 'No',
      after: 'Sí',
    });
  });

  it('names a requested e-mail change in words, never by its key', () => {
    expect(fieldText('es', 'users', 'emailChangeRequested')).toBe(
      'Nuevo correo solicitado (pendiente de confirmación)',
    );
    expect(fieldText('en', 'users', 'emailChangeRequested')).toBe(
      'New e-mail requested (awaiting confirmation)',
    );
  });

  it('shows a client and brokers by name, and a removed one in words, never by id', () => {
    const client = '5e0d1c2a-0000-4000-8000-000000000001';
    const broker = '5e0d1c2a-0000-4000-8000-000000000101';
    const gone = '5e0d1c2a-0000-4000-8000-000000000999';
    const references = { [client]: 'Alfa Importadora', [broker]: 'Despachos Río', [gone]: null };
    expect(
      changeLines('es', {
        entity: 'users',
        references,
        changes: {
          clientId: { before: null, after: client },
          customsBrokerId: { before: gone, after: broker },
        },
      }),
    ).toEqual([
      { field: 'Cliente', before: '—', after: 'Alfa Importadora' },
      { field: 'Despachante', before: 'registro eliminado', after: 'Despachos Río' },
    ]);
    expect(valueText('pt-BR', { entity: 'clients', references }, 'customsBrokerIds', [broker, gone])).toBe(
      'Despachos Río, registro removido',
    );
  });

  it('shows labels in three languages, lists part by part and countries by name', () => {
    expect(
      valueText('pt-BR', { entity: 'sinister-causes' }, 'labels', {
        'pt-BR': 'Avaria',
        en: 'Damage',
        es: 'Avería',
      }),
    ).toBe('pt-BR: Avaria · en: Damage · es: Avería');
    expect(valueText('pt-BR', { entity: 'clients' }, 'customsBrokerIds', [])).toBe('—');
    expect(valueText('en', { entity: 'clients' }, 'country', 'AR')).toBe('Argentina');
    expect(valueText('es', { entity: 'ports' }, 'country', 'CN')).toBe('China');
  });

  it('names a changed language as the language pickers do', () => {
    expect(
      changeLines('en', { entity: 'users', changes: { language: { before: 'pt-BR', after: 'es' } } }),
    ).toEqual([{ field: expect.any(String), before: 'Português (Brasil)', after: 'Español' }]);
  });

  it('names a settings row with its office, and its timers in days', () => {
    expect(
      changeLines('es', {
        entity: 'settings',
        changes: {
          'protest.notice.AR': { before: { noticeDays: 3 }, after: { noticeDays: 5 } },
          'reimbursement.timers.BR': {
            before: { timeBarMs: 365 * DAY_MS },
            after: { timeBarMs: 400 * DAY_MS, slaMs: 1.5 * DAY_MS },
          },
          'reimbursement.carrierNotice': {
            before: null,
            after: { carrier: 'Naviera Sur', email: 'avisos@naviera.example' },
          },
        },
      }),
    ).toEqual([
      { field: 'Plazo de aviso de la carta de protesta (días) · Argentina', before: '3', after: '5' },
      {
        field: expect.stringMatching(/ · Brasil$/),
        before: 'Prescripción: 365',
        after: 'Prescripción: 400 · SLA de la primera respuesta: 1,5',
      },
      {
        field: 'Aviso al transportista',
        before: '—',
        after:
          'Transportista del aviso: Naviera Sur · Correo del aviso al transportista: avisos@naviera.example',
      },
    ]);
  });

  it('groups a long timer in days as every other figure in Spanish: 1.000, not 1000', () => {
    const [line] = changeLines('es', {
      entity: 'settings',
      changes: { 'reimbursement.timers.BR': { before: null, after: { timeBarMs: 1000.25 * DAY_MS } } },
    });
    expect(line?.after).toBe('Prescripción: 1.000,25');
  });
});
