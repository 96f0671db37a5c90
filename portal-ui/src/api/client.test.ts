import { toApiError } from './client';

describe('an answer the api did not write (a proxy’s error page)', () => {
  it('is explained in the default language before the session has set one', () => {
    expect(toApiError(502, '<html>Bad gateway</html>').message).toBe(
      'Houve um erro na requisição. Por favor, tente novamente mais tarde',
    );
  });
});
