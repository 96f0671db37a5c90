import { screen } from '@testing-library/react';
import type { Locale } from '@claims/domain/i18n/locales';
import { translate } from '@claims/domain/i18n/translate';
import { capitalize } from '../i18n/I18nContext';

/** A field's label as its input shows it: the catalogue's `fields.<name>`, capitalized. */
export const fieldLabel = (locale: Locale, field: string) => capitalize(translate(locale, `fields.${field}`));

/** The refusal shown under an input, if any. */
export const errorOf = (input: HTMLElement) =>
  input.closest('.field')?.querySelector('.field-error')?.textContent;

/** The text of a region (a review group, a card) by its name, its no-break spaces plain. */
export const regionText = (name: string) =>
  screen.getByRole('region', { name }).textContent!.replace(/\s+/g, ' ');

/** Asserts that the region `name` shows each of `texts`, wherever its layout puts them. */
export function expectRegionShows(name: string, texts: string[]) {
  const text = regionText(name);
  for (const part of texts) expect(text).toContain(part);
}
