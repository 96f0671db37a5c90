import { screenMessages } from './screens/define';

/**
 * What a failed request says when the api gave no message of its own (network down, a proxy's
 * HTML page), and what the api's GENERIC error says. In a file of its own so a UI's first script
 * carries it without the whole catalogue: a request can fail before that has arrived.
 */
export const requestFailedMessages = screenMessages({
  'pt-BR': { 'errors.generic': 'Houve um erro na requisição. Por favor, tente novamente mais tarde' },
  en: { 'errors.generic': 'There was an error with the request. Please try again later' },
  es: { 'errors.generic': 'Hubo un error en la solicitud. Por favor, intente nuevamente más tarde' },
});
