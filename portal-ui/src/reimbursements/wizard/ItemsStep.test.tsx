/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { ItemsStep } from './ItemsStep';
import { emptyDamage, emptyExtraCost, emptyFault, emptyForm } from './request-form';

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

describe('a site contact’s phone', () => {
  const damageStep = (office: string, phone: string) =>
    renderScreen(
      <ItemsStep
        form={{ ...emptyForm(), office, damages: [{ ...emptyDamage('BRL'), phone }] }}
        set={() => {}}
        error={() => undefined}
        touch={() => {}}
        kind="damages"
        claimant="BR"
      />,
      { locale: 'es' },
    );

  it('says how a number typed without its country code will be stored: in the office’s country', () => {
    damageStep('BR', '11 4987 6543');
    expect(
      screen.getByText(
        'Se guardará como +55 11 4987 6543 (Brasil), leído según el país de la oficina. Si el teléfono es de otro país, escríbalo con + y el código del país.',
      ),
    ).toBeTruthy();
  });

  it('says nothing more of a number typed with its country code', () => {
    damageStep('BR', '+54 11 4987 6543');
    expect(screen.queryByText(/Se guardará como/)).toBeNull();
  });
});
