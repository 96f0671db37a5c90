/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { ItemsStep } from './ItemsStep';
import { emptyExtraCost, emptyFault, emptyForm } from './request-form';

const step = (kind: 'faults' | 'extraCosts') =>
  renderScreen(
    <ItemsStep
      form={{ ...emptyForm(), faults: [emptyFault('ARS')], extraCosts: [emptyExtraCost('ARS')] }}
      set={() => {}}
      error={() => undefined}
      touch={() => {}}
      kind={kind}
      claimant="AR"
    />,
    { locale: 'es' },
  );

describe('the total of a line says how it is calculated', () => {
  it('an extra cost, which has no quantity or unit price: the same as its value', () => {
    step('extraCosts');
    expect(screen.getByText('Calculado: igual al valor')).toBeTruthy();
    expect(screen.queryByText(/cantidad × precio unitario/)).toBeNull();
  });

  it('a fault: quantity × unit price', () => {
    step('faults');
    expect(screen.getByText('Calculado: cantidad × precio unitario')).toBeTruthy();
  });
});
