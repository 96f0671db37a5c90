import englishMessages from 'ra-language-english';
import type { TranslationMessages } from 'react-admin';

/**
 * react-admin's English texts, but the not-found sentence without its final period: the
 * NotFound page writes one after it, and read "a bad link.." (issue 16).
 */
export const raEn: TranslationMessages = {
  ...englishMessages,
  ra: {
    ...englishMessages.ra,
    message: {
      ...englishMessages.ra.message,
      not_found: 'Either you typed a wrong URL, or you followed a bad link',
    },
  },
};
