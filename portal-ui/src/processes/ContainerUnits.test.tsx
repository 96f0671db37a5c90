/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import { renderScreen } from '../testing/render-screen';
import { ContainerUnits } from './ContainerUnits';

const containers = [
  {
    number: 'MSCU1234566',
    damages: ['DENTED_SCRATCHED_RUSTED'],
    sealManifested: 'SL-0001',
    sealDetermined: 'SL-0999',
    weightManifested: '18650.500',
    weightDetermined: '21000.000',
  },
];

describe("the letter's containers in the portal", () => {
  it('shows each container’s seals and weights in kg, as a Spanish reader writes numbers, without the stored trailing zeros', () => {
    renderScreen(<ContainerUnits containers={containers} />, { locale: 'es' });
    const unit = screen.getByRole('listitem');
    expect(within(unit).getByText('MSCU1234566')).toBeTruthy();
    expect(within(unit).getByText('Precinto manifestado')).toBeTruthy();
    expect(within(unit).getByText('SL-0001')).toBeTruthy();
    expect(within(unit).getByText('Precinto constatado')).toBeTruthy();
    expect(within(unit).getByText('SL-0999')).toBeTruthy();
    expect(within(unit).getByText('Peso manifestado')).toBeTruthy();
    expect(within(unit).getByText('18.650,5 kg')).toBeTruthy();
    expect(within(unit).getByText('21.000 kg')).toBeTruthy();
  });

  it('shows a dash for a seal or weight not given, never a bare "kg"', () => {
    renderScreen(
      <ContainerUnits containers={[{ ...containers[0]!, sealDetermined: null, weightDetermined: null }]} />,
    );
    expect(screen.queryByText(/^\s*kg$/)).toBeNull();
    expect(screen.getAllByText('—')).toHaveLength(2);
  });
});
