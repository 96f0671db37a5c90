import { shellText } from './shell-texts';

describe('a request that fails before the catalogue has arrived', () => {
  it.each([
    ['pt-BR', 'Houve um erro na requisição. Por favor, tente novamente mais tarde'],
    ['en', 'There was an error with the request. Please try again later'],
    ['es', 'Hubo un error en la solicitud. Por favor, intente nuevamente más tarde'],
  ] as const)('is explained in %s, not shown as its key', (locale, text) => {
    expect(shellText(locale, 'errors.generic')).toBe(text);
  });
});
