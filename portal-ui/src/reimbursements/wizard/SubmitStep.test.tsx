/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../../testing/render-screen';
import { emptyDamage, emptyForm } from './request-form';
import { SubmitStep } from './SubmitStep';

/** Wet coffee sold as salvage in Buenos Aires, typed as a porteño writes it (kept canonical by the form). */
const form = {
  ...emptyForm(),
  office: 'AR',
  damages: [
    {
      ...emptyDamage('ARS'),
      productDescription: 'Café en granos mojado',
      amount: '4',
      unitPrice: '1250.50',
      totalPrice: '5002.00',
      damageDescription: 'Bolsas mojadas por filtración',
      destination: 'SOLD_AS_SALVAGE',
      salePrice: '1250.50',
      lossMitigationValue: '300',
      address: 'Av. Pedro de Mendoza 1835, La Boca',
      name: 'José Núñez',
      phone: '+54 11 4301-0000',
    },
  ],
};

describe('the review step of the reimbursement wizard', () => {
  it('shows back the salvage typed for a damaged line, in Spanish', () => {
    renderScreen(<SubmitStep form={form} attachments={[]} problems={[]} company="Frigorífico del Plata" />, {
      locale: 'es',
    });
    const salvage = screen.getByLabelText('Salvamento');
    expect(within(salvage).getByText('Vendido como salvamento')).toBeTruthy();
    const text = salvage.textContent;
    expect(text).toContain('1.250,50');
    expect(text).toContain('300,00');
    expect(text).toContain('Av. Pedro de Mendoza 1835, La Boca');
    expect(text).toContain('José Núñez · +54 11 4301-0000');
  });
});
