/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import type { Locale } from '@claims/domain/i18n/locales';
import { ALFA_CLIENT_DATA } from '../../testing/alfa-client-data';
import { listedChoices } from '../../testing/listed-choices';
import { renderScreen } from '../../testing/render-screen';
import { expectRegionShows, regionText } from '../../testing/screen-text';
import { emptyDamage, emptyExtraCost, emptyFault, emptyForm, type RequestForm } from './request-form';
import { SubmitStep } from './SubmitStep';

/** What the api adds to an uploaded file, beside what a test cares about. */
const UPLOADED = {
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-23T13:05:00Z',
  uploadedBy: null,
  uploadedByName: null,
};

const PORTS = [
  { value: 'p-bue', label: 'Buenos Aires (ARBUE)' },
  { value: 'p-ssz', label: 'Santos (BRSSZ)' },
];
const VESSELS = [{ value: 'v-1', label: 'Costa Azul Estrela' }];

/**
 * A Brazilian exporter's claim at the Buenos Aires office, kept canonical by the form: wet coffee
 * sold as salvage, a fault in dollars at 5,42 and an extra cost in pesos.
 */
const form: RequestForm = {
  ...emptyForm(),
  office: 'AR',
  serviceType: 'LONG_COURSE',
  clientData: ALFA_CLIENT_DATA,
  shipping: {
    ...emptyForm().shipping,
    blOrCte: 'MEDU1234567',
    bookingNumber: 'BK2026001',
    invoiceNumber: 'NF-10203',
    portOfLoadingId: 'p-ssz',
    portOfDischargeId: 'p-bue',
    dischargeDate: '2026-11-03',
    containers: 'MSCU1234566',
    vesselId: 'v-1',
    voyage: '245S',
    transporter: 'Transportes Rápidos Ltda',
    transportModal: 'PORT_TO_PORT',
    stuffingModal: 'WITH_STUFFING_WITH_UNSTUFFING',
  },
  faults: [
    {
      ...emptyFault('USD'),
      productDescription: 'Cacau em pó',
      amount: '1250.5',
      unitPrice: '10.00',
      totalPrice: '12505.00',
      quotation: '5.42',
    },
  ],
  damages: [
    {
      ...emptyDamage('ARS'),
      productDescription: 'Café en granos mojado',
      amount: '4',
      unitPrice: '1250.50',
      totalPrice: '5002.00',
      quotation: '0.0055',
      damageDescription: 'Bolsas mojadas por filtración',
      destination: 'SOLD_AS_SALVAGE',
      salePrice: '1250.50',
      lossMitigationValue: '300',
      address: 'Av. Pedro de Mendoza 1835, La Boca',
      name: 'José Núñez',
      phone: '+54 11 4301-0000',
    },
  ],
  extraCosts: [
    { ...emptyExtraCost('BRL'), description: 'Armazenagem extra', value: '3500.00', total: '3500.00' },
  ],
  bankData: { country: '', bank: 'Itaú Unibanco', agency: '1234-5', checkingAccount: '12345-6' },
};

const review = (locale: Locale, claimant: OfficeCountry = 'BR', reviewed: RequestForm = form) =>
  renderScreen(
    <SubmitStep
      form={reviewed}
      attachments={[{ id: 'f1', name: 'laudo.pdf', size: 1024, documentType: 'SURVEY_REPORT', ...UPLOADED }]}
      problems={[]}
      company="Exportadora Alfa Ltda"
      claimant={claimant}
      ports={listedChoices(PORTS)}
      vessels={listedChoices(VESSELS)}
    />,
    { locale },
  );

describe('the review step of the reimbursement wizard', () => {
  it('names an Argentine claimant’s tax id and account as the steps that asked for them did', () => {
    review('es', 'AR');
    const client = regionText('Datos del cliente');
    expect(client).toContain('CUIT');
    expect(client).not.toContain('CNPJ');
    const bank = regionText('Datos bancarios');
    expect(bank).toContain('Sucursal');
    expect(bank).toContain('Cuenta corriente o CBU');
    expect(bank).not.toContain('Agencia');
  });

  it('shows back the salvage typed for a damaged line, in Spanish', () => {
    review('es');
    const salvage = screen.getByLabelText('Salvamento');
    expect(within(salvage).getByText('Vendido como salvamento')).toBeTruthy();
    const text = salvage.textContent;
    expect(text).toContain('1.250,50');
    expect(text).toContain('300,00');
    expect(text).toContain('Av. Pedro de Mendoza 1835, La Boca');
    expect(text).toContain('José Núñez · +54 11 4301-0000');
  });

  it('shows the ports, the vessel, the day of discharge and every amount, as a Spanish reader writes them', () => {
    review('es');
    expectRegionShows('Datos del embarque', [
      'Santos (BRSSZ)',
      'Buenos Aires (ARBUE)',
      'Costa Azul Estrela',
      '03/11/2026',
      'BK2026001',
      'MSCU1234566',
    ]);
    // Spanish writes the currency after the amount.
    expectRegionShows('Faltantes', ['Cacau em pó', '1.250,5', '10,00 US$', '12.505,00 US$', '5,42']);
    expectRegionShows('Averías', ['Bolsas mojadas por filtración', '5.002,00 ARS', '0,0055']);
    expect(regionText('Costos extra')).toContain('3.500,00 BRL');
    // The totals in the same order as the lines: amount, then currency.
    expectRegionShows('Totales', ['12.505,00 US$', '5.002,00 ARS']);
    expect(regionText('Adjuntar documentos')).toContain('laudo.pdf');
    // The claimant is Brazilian: the account is Brazilian unless another country is chosen.
    expectRegionShows('Datos bancarios', ['Brasil', 'Itaú Unibanco', '1234-5', '12345-6']);
  });

  it('writes the amounts and the day as a Brazilian reads them, in Portuguese', () => {
    review('pt-BR');
    expect(regionText('Dados do embarque')).toContain('03/11/2026');
    expect(regionText('Faltas')).toContain('US$ 12.505,00');
    expect(regionText('Custos extras')).toContain('R$ 3.500,00');
    expect(regionText('Dados do cliente')).toContain('43.219.876/0001-36');
    expect(regionText('Dados do cliente')).toContain('Argentina');
  });

  it.each([
    ['BR', 'pt-BR', '43219876000136', 'CNPJ', '43.219.876/0001-36'],
    ['AR', 'es', '30500010912', 'CUIT', '30-50001091-2'],
  ] as const)(
    'writes a tax id kept as bare digits (a resumed draft) with its mask: %s',
    (claimant, locale, bare, kind, masked) => {
      review(locale, claimant, { ...form, clientData: { ...form.clientData, taxId: bare } });
      const row = [
        ...screen.getByRole('region', { name: /Dados do cliente|Datos del cliente/ }).querySelectorAll('dt'),
      ].find((dt) => dt.textContent === kind);
      expect(row?.nextElementSibling?.textContent).toBe(masked);
    },
  );
});
