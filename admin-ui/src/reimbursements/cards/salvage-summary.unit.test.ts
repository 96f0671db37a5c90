import { translate } from '@claims/domain';
import { salvageSummary } from './salvage-summary';

const money = (amount: string, currency: string) => `${currency} ${amount}`;

describe("a damaged line's salvage in the console", () => {
  it('lists what the client typed, labelled in the reader’s language', () => {
    const line = {
      currency: 'BRL',
      salePrice: '300.00',
      lossMitigationValue: '120.50',
      address: 'Rua do Porto, 100, Santos/SP',
      name: 'Carlos Almeida',
      phone: '+55 13 99999-0000',
    };
    expect(salvageSummary(line, (key) => translate('pt-BR', key), money)).toBe(
      'Preço de venda: BRL 300.00 · Valor de mitigação da perda: BRL 120.50 · ' +
        'Endereço: Rua do Porto, 100, Santos/SP · Nome: Carlos Almeida · Telefone: +55 13 99999-0000',
    );
  });

  it('is empty when nothing was told', () => {
    expect(salvageSummary({ currency: 'ARS', salePrice: null }, (key) => key, money)).toBe('');
  });
});
