import { CURRENCIES } from '@claims/domain/codes/currencies';
import { DAMAGE_DESTINATIONS } from '@claims/domain/codes/damage-destinations';
import type { CodeLabelKey } from '@claims/domain/i18n/code-labels';
import type { MessageKey } from '@claims/domain/i18n/translate';
import { SelectInput, TextInput } from '../../forms/inputs';
import { MoneyInput, QuantityInput, QuotationInput } from '../../forms/number-inputs';
import { useI18n } from '../../i18n/I18nContext';
import type { OfficeCountry } from '@claims/domain/codes/offices';
import { siteCountry } from '@claims/domain/reimbursement/site-phones';
import { validatePhone } from '@claims/domain/validators/phone';
import { claimantCurrency, emptyDamage, emptyExtraCost, emptyFault } from './request-form';
import { lineTotal } from './request-totals';
import { bind, type StepProps } from './step-props';
import { TotalsPanel } from './TotalsPanel';
import { FormError } from '../../feedback/FormMessage';

type Kind = 'faults' | 'damages' | 'extraCosts';

const FRESH = { faults: emptyFault, damages: emptyDamage, extraCosts: emptyExtraCost };
const TITLES: Record<Kind, MessageKey> = {
  faults: 'portal.wizard.steps.faults',
  damages: 'portal.wizard.steps.damages',
  extraCosts: 'portal.wizard.steps.extraCosts',
};

/** Steps 2-4: faults, damages and extra costs, each a list of priced lines with live totals. */
export function ItemsStep(props: StepProps & { kind: Kind; claimant: OfficeCountry }) {
  const { t } = useI18n();
  const { kind, form } = props;
  const lines = form[kind] as unknown as Record<string, string>[];
  const setLines = (next: unknown[]) => props.set([kind], next);

  // Totals follow quantity × unit price (faults, damages) or the value (extra costs).
  const changeLine = (index: number, field: string, value: string) => {
    props.set([kind, index, field], value);
    const line = { ...lines[index], [field]: value };
    if (kind === 'extraCosts') props.set([kind, index, 'total'], line.value ?? '');
    else props.set([kind, index, 'totalPrice'], lineTotal(line.currency!, line.amount!, line.unitPrice!));
  };
  // A site phone is read in the office's country: say how it will be stored, so a number from
  // elsewhere typed without its country code is not silently given the office's.
  const phoneReading = (typed: string) => {
    const country = siteCountry(form.office, props.claimant);
    const read = validatePhone(country, typed);
    if (!read.ok || read.value.replace(/\D/g, '') === typed.replace(/\D/g, '')) return undefined;
    return t('portal.wizard.phoneReadAs', {
      phone: read.value,
      country: t(`codes.offices.${country}` as CodeLabelKey),
    });
  };
  const field = (index: number, name: string) => ({
    ...bind(props, [kind, index, name], t),
    onChange: (value: string) => changeLine(index, name, value),
  });
  const currencies = CURRENCIES.map((c) => ({
    value: c.key,
    label: `${c.key} — ${t(`codes.currencies.${c.key}` as CodeLabelKey)}`,
  }));

  return (
    <div>
      {lines.length === 0 && <p className="muted">{t('portal.wizard.noLines')}</p>}
      {lines.map((line, i) => (
        <fieldset key={i} className="line">
          <legend>{t('portal.wizard.line', { n: i + 1 })}</legend>
          <div className="form-grid">
            {kind === 'extraCosts' ? (
              <>
                <TextInput {...field(i, 'description')} required />
                <MoneyInput {...field(i, 'value')} currency={line.currency ?? ''} required />
              </>
            ) : (
              <>
                <TextInput {...field(i, 'productDescription')} required />
                <QuantityInput {...field(i, 'amount')} required />
                <MoneyInput {...field(i, 'unitPrice')} currency={line.currency ?? ''} required />
              </>
            )}
            <SelectInput {...field(i, 'currency')} options={currencies} required />
            {line.currency && line.currency !== 'BRL' && (
              <QuotationInput {...field(i, 'quotation')} hint={t('portal.wizard.quotationHint')} required />
            )}
            <MoneyInput
              {...field(i, kind === 'extraCosts' ? 'total' : 'totalPrice')}
              currency={line.currency ?? ''}
              readOnly
              // An extra cost has no quantity or unit price: its total is the value typed.
              hint={t(kind === 'extraCosts' ? 'portal.wizard.extraCostTotalHint' : 'portal.wizard.totalHint')}
            />
            {kind === 'damages' && (
              <>
                <TextInput {...field(i, 'damageDescription')} multiline required />
                <SelectInput
                  {...field(i, 'destination')}
                  options={DAMAGE_DESTINATIONS.map((d) => ({
                    value: d.key,
                    label: t(`codes.damageDestinations.${d.key}` as CodeLabelKey),
                  }))}
                  required
                />
                <MoneyInput {...field(i, 'salePrice')} currency={line.currency ?? ''} />
                <MoneyInput {...field(i, 'lossMitigationValue')} currency={line.currency ?? ''} />
                <TextInput {...field(i, 'address')} required />
                <TextInput {...field(i, 'name')} required />
                <TextInput {...field(i, 'phone')} type="tel" required hint={phoneReading(line.phone ?? '')} />
              </>
            )}
          </div>
          <button
            type="button"
            className="btn btn-small btn-danger"
            onClick={() => setLines(lines.filter((_, j) => j !== i))}
          >
            {t('portal.wizard.removeLine', { n: i + 1 })}
          </button>
        </fieldset>
      ))}
      <button
        type="button"
        className="btn btn-secondary"
        onClick={() => setLines([...lines, FRESH[kind](claimantCurrency(props.claimant))])}
      >
        {t('portal.wizard.addLine', { what: t(TITLES[kind]) })}
      </button>
      {kind === 'extraCosts' && props.error(['faults']) && (
        <FormError>{t('validation.atLeastOneItem')}</FormError>
      )}
      <TotalsPanel form={form} />
    </div>
  );
}
