/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { screen } from '@testing-library/react';
import { renderForAnalyst } from '../../../test/component-harness';
import type { ReimbursementDetail } from '../types';
import { ClientDataCard } from './ShippingCard';

// A Brazilian exporter paid into an Argentine account: whoever pays must see it is a CBU.
const record = {
  id: 'r1',
  office: 'BR',
  clientData: {
    country: 'BR',
    taxId: '11222333000181',
    companyName: 'Café do Sul Ltda',
    stateRegistration: null,
    cityRegistration: null,
  },
  bankData: {
    country: 'AR',
    bank: 'Banco Nación',
    agency: '0123',
    checkingAccount: '0110012345678901234567',
  },
} as unknown as ReimbursementDetail;

describe('the client and bank data card of the console', () => {
  it('names the account’s country and reads an Argentine account as a CBU, in the reader’s language', () => {
    renderForAnalyst(<ClientDataCard record={record} />, 'es');
    screen.getByText('País de la cuenta');
    screen.getByText('Argentina');
    screen.getByText(/CBU/);
    screen.getByText('11.222.333/0001-81');
  });
});
