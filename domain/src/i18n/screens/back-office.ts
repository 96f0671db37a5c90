import { screenMessages } from './define';

/** Staff console (admin-ui): reference data, people, reports, dashboard and operations. Keys start with 'backOffice.'. */
export const backOfficeMessages = screenMessages({
  'pt-BR': {},
  en: {},
  es: {},
});
