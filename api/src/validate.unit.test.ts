import { protest } from '@claims/domain';
import { HttpError } from './http-error';
import { parseBody } from './validate';

function fieldsOf(fn: () => unknown, locale: 'pt-BR' | 'en' | 'es') {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    const fields = (err as HttpError).fields;
    return typeof fields === 'function' ? fields(locale) : fields;
  }
  throw new Error('expected a validation error');
}

describe('validation messages', () => {
  it('name the field in the user’s language', () => {
    const schema = protest.protestActionPayloads.concludeAnalysis;
    expect(fieldsOf(() => parseBody(schema, {}, 'pt-BR'), 'pt-BR')).toEqual({
      analysisStatement: 'O campo parecer da análise é obrigatório',
    });
    expect(fieldsOf(() => parseBody(schema, {}, 'es'), 'es')?.analysisStatement).toContain(
      'dictamen del análisis',
    );
    expect(fieldsOf(() => parseBody(schema, {}, 'en'), 'en')?.analysisStatement).toContain(
      'analysis statement',
    );
  });
});
