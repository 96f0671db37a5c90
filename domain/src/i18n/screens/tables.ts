import { screenMessages } from './define';

/** Table and input texts of SPEC §9 shared by both UIs. Keys start with 'tables.'. */
export const tableMessages = screenMessages({
  'pt-BR': { 'tables.chosenCount': '{count}/{total} escolhidos' },
  en: { 'tables.chosenCount': '{count}/{total} chosen' },
  es: { 'tables.chosenCount': '{count}/{total} elegidos' },
});
