/**
 * @jest-environment jsdom
 */
import '../../../test/jsdom-polyfills';
import { render, screen } from '@testing-library/react';
import { Console } from '../../../test/component-harness';
import type { ReimbursementDetail } from '../types';
import { ItemsCard } from './ItemsCard';

const record = {
  id: 'r1',
  office: 'BR',
  faults: [
    {
      productDescription: 'Sacas de café',
      amount: '3',
      unitPrice: '416.8333',
      total: '1250.50',
      currency: 'USD',
      quotation: '5.1234',
      amountBrl: '6406.81',
    },
  ],
  damages: [],
  extraCosts: [],
  totals: { byCurrency: { USD: '1250.50' }, brl: '6406.81' },
} as unknown as ReimbursementDetail;

/** The element the text sits in, and whether the browser may break the line inside it. */
const wraps = (text: string) => {
  const element = screen.getAllByText(text)[0]!;
  for (let box: Element | null = element; box; box = box.parentElement)
    if (getComputedStyle(box).whiteSpace === 'nowrap') return false;
  return true;
};

describe('the claimed items card', () => {
  it('never breaks an amount inside (no "US$ 1 .250,5 0" in a narrow column)', async () => {
    render(
      <Console role="CLAIMS">
        <ItemsCard record={record} />
      </Console>,
    );
    await screen.findAllByText('US$ 1.250,50');
    const amounts = ['US$ 1.250,50', 'R$ 6.406,81', '5,1234'];
    expect(amounts.filter(wraps)).toEqual([]);
  });

  it.each([
    ['pt-BR', '1.000', '12.500,5'],
    ['es', '1.000', '12.500,5'],
    ['en', '1,000', '12,500.5'],
  ] as const)('writes quantities as %s readers write them (%s, %s)', async (locale, thousand, fractional) => {
    const counted = {
      ...record,
      faults: [{ ...record.faults![0]!, amount: '1000' }],
      damages: [
        {
          productDescription: 'Fardos de algodão',
          amount: '12500.5',
          unitPrice: '1.00',
          total: '12500.50',
          currency: 'BRL',
          quotation: null,
          amountBrl: '12500.50',
        },
      ],
    } as unknown as ReimbursementDetail;
    render(
      <Console role="CLAIMS" locale={locale}>
        <ItemsCard record={counted} />
      </Console>,
    );
    expect(await screen.findByText(thousand)).toBeTruthy();
    expect(screen.getByText(fractional)).toBeTruthy();
  });
});
