/**
 * @jest-environment jsdom
 */
import '../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { NotFound } from 'react-admin';
import { SUPPORTED_LOCALES } from '@claims/domain';
import { Console } from '../../test/component-harness';

// react-admin's page writes the catalogue's sentence and then a period of its own.
describe('the console’s not-found page', () => {
  it.each(SUPPORTED_LOCALES)('in %s ends its explanation with one period, not two', async (locale) => {
    render(
      <Console role="CLAIMS" locale={locale}>
        <NotFound />
      </Console>,
    );
    const heading = await screen.findByRole('heading', { level: 1 });
    const explanation = heading.nextElementSibling?.textContent ?? '';
    expect(explanation).toMatch(/[^.]\.$/);
  });
});
