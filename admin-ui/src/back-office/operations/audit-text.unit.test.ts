import { actionText, changeLines, entityText, valueText } from './audit-text';

describe('the audit log in words (issue 16)', () => {
  it('names actions and records instead of codes, in each language', () => {
    expect(actionText('pt-BR', 'users.create')).toBe('Cadastro');
    expect(actionText('es', 'ports.update')).toBe('Modificación');
    expect(actionText('en', 'clients.delete')).toBe('Removed');
    expect(entityText('es', 'sinister-causes')).toBe('Causa de siniestro');
    expect(actionText('pt-BR', 'something.unknown')).toBe('something.unknown');
  });

  it('writes each change as field: before → after with readable values', () => {
    expect(
      changeLines('pt-BR', {
        lastName: { before: 'Lima', after: 'Lima Gonçalves' },
        role: { before: 'CLIENT_OPERATOR', after: 'CLIENT_MASTER' },
        active: { before: true, after: false },
        email: { before: null, after: 'ana@example.com' },
      }),
    ).toEqual([
      { field: 'Sobrenome', before: 'Lima', after: 'Lima Gonçalves' },
      { field: 'Perfil', before: 'Cliente operador', after: 'Cliente master' },
      { field: 'Ativo', before: 'Sim', after: 'Não' },
      { field: 'E-mail', before: '—', after: 'ana@example.com' },
    ]);
    expect(changeLines('es', { active: { before: false, after: true } })[0]).toEqual({
      field: 'Activo',
      before: 'No',
      after: 'Sí',
    });
  });

  it('shows labels in three languages and lists part by part', () => {
    expect(valueText('pt-BR', 'labels', { 'pt-BR': 'Avaria', en: 'Damage', es: 'Avería' })).toBe(
      'pt-BR: Avaria · en: Damage · es: Avería',
    );
    expect(valueText('pt-BR', 'customsBrokerIds', [])).toBe('—');
    expect(valueText('en', 'country', 'AR')).toBe('Argentina');
  });
});
