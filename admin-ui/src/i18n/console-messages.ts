import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';
import type { Locale } from '@claims/domain/i18n/locales';
import { CATALOGUES } from '@claims/domain/i18n/translate';
import { capitalize } from '@claims/domain/i18n/capitalize';
import type { TranslationMessages } from 'react-admin';
import { raEn } from './ra-en';
import raEs from './ra-es.json';
import raPtBR from './ra-pt-BR.json';

/*
 * The console's catalogue: a chunk of its own (about 60 KB gzip, the product's texts in all
 * three languages side by side), fetched by the i18n provider beside the first screen instead
 * of being part of the console's first script.
 */

/**
 * react-admin's own texts. Portuguese and Spanish are ours, data files key for key with
 * ra-language-english 5.x (the npm packages for them stop at react-admin 3 and 4 and miss
 * today's keys); like raEn, their `ra.message.not_found` has no final period, since react-admin's
 * NotFound page adds its own ("inválido.." otherwise).
 */
const RA_MESSAGES: Record<Locale, TranslationMessages> = { 'pt-BR': raPtBR, en: raEn, es: raEs };

function flatten(tree: object, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object') flatten(value, `${prefix}${key}.`, into);
    else into[`${prefix}${key}`] = String(value);
  }
  return into;
}

/** The resources whose fields are a case's, named as the portal and the e-mails name them. */
const CASE_RESOURCES = ['reimbursements', 'protest-letters'];

/**
 * A case's field labels, from the one home of field names (`fields.*`, capitalized): "Porto de
 * descarga" in the console is the word the portal and the e-mails use. A console key of its own
 * (`console.resources.reimbursements.fields.*`) is only for a column that says less or more, such
 * as "BL / CT-e" or "Navio / viagem".
 */
function caseFieldLabels(product: Record<string, string>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [key, text] of Object.entries(product)) {
    if (!key.startsWith('fields.')) continue;
    for (const resource of CASE_RESOURCES) labels[`resources.${resource}.${key}`] = capitalize(text);
  }
  return labels;
}

/**
 * Everything the console says in one locale, as flat keys: react-admin's own texts and the
 * product catalogue of `domain` (codes, errors, validation, screens). A screen text under
 * `console.resources.*` or `backOffice.resources.*` also answers to react-admin's
 * `resources.*` key, so lists and forms find their field labels by convention.
 */
export function consoleMessages(locale: Locale): Record<string, string> {
  const ra = flatten(convertRaTranslationsToI18next(RA_MESSAGES[locale], { prefix: '{', suffix: '}' }));
  const product: Record<string, string> = { ...CATALOGUES[locale] };
  const aliases = Object.fromEntries(
    Object.entries(product)
      .filter(([key]) => /^(console|backOffice)\.resources\./.test(key))
      .map(([key, text]) => [key.slice(key.indexOf('.') + 1), text]),
  );
  // The login form's first field is the e-mail the api signs in with, not a user name.
  const email = product['fields.email'] ?? 'e-mail';
  const login = { 'ra.auth.username': capitalize(email) };
  return { ...ra, ...login, ...caseFieldLabels(product), ...aliases, ...product };
}
