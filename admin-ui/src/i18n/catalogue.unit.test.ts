/**
 * @jest-environment jsdom
 */
import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { protest, reimbursement, SUPPORTED_LOCALES, translate } from '@claims/domain';
import { successMessageKey } from '../cases/action-messages';
import { consoleMessages } from './console-messages';
import { i18nextOptions } from './i18n-provider';

const SRC = path.join(__dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'back-office' ? [] : sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** An i18next of its own with the console's options, as the running console sets it up. */
async function consoleI18next() {
  const i18n = i18next.createInstance();
  await i18n.init({ ...i18nextOptions(consoleMessages), lng: 'pt-BR' });
  return i18n;
}

describe("the console's texts", () => {
  const pt = consoleMessages('pt-BR');

  it('has every console key the screens use, in all three languages', () => {
    const used = new Set<string>();
    for (const file of sources(SRC))
      for (const [key] of fs.readFileSync(file, 'utf8').matchAll(/(?<=['"`])console\.[\w.-]+(?=['"`])/g))
        used.add(key);
    expect(used.size).toBeGreaterThan(50);
    for (const locale of SUPPORTED_LOCALES) {
      const messages = consoleMessages(locale);
      // A text with plural forms is used by its name and held once per form (`_one`, `_other`).
      const missing = [...used].filter((key) => !(key in messages) && !(`${key}_other` in messages));
      expect({ locale, missing }).toEqual({ locale, missing: [] });
    }
  });

  it('labels, explains and confirms every command a staff member can be offered', () => {
    const staff = [
      ...reimbursement.PERSON_ACTIONS.filter((a) =>
        reimbursement.transitions[a].actors.includes('STAFF' as never),
      ),
      ...protest.PROTEST_PERSON_ACTIONS.filter((a) =>
        protest.protestTransitions[a].actors.includes('STAFF' as never),
      ),
    ];
    for (const locale of SUPPORTED_LOCALES) {
      const messages = consoleMessages(locale);
      for (const action of staff)
        for (const key of [
          `console.actions.${action}.label`,
          `console.actions.${action}.confirm`,
          successMessageKey(action),
        ])
          expect({ key, present: key in messages }).toEqual({ key, present: true });
    }
  });

  it('chooses the plural form by count through i18next, as the domain does for the portal', async () => {
    const i18n = await consoleI18next();
    for (const [locale, one, many] of [
      ['pt-BR', 'falta 1 dia', 'faltam 12 dias'],
      ['es', 'falta 1 día', 'faltan 12 días'],
      ['en', '1 day left', '12 days left'],
    ] as const) {
      await i18n.changeLanguage(locale);
      expect([
        i18n.t('console.timeBar.daysLeft', { count: 1 }),
        i18n.t('console.timeBar.daysLeft', { count: 12 }),
      ]).toEqual([one, many]);
      expect(i18n.t('console.timeBar.daysLeft', { count: 12 })).toBe(
        translate(locale, 'console.timeBar.daysLeft', { count: 12 }),
      );
    }
  });

  it('says "0 dias" on the dashboard in pt-BR, as the domain does, not "0 dia"', async () => {
    const i18n = await consoleI18next();
    for (const [locale, zero, one] of [
      ['pt-BR', '0 dias', '1 dia'],
      ['es', '0 días', '1 día'],
      ['en', '0 days', '1 day'],
    ] as const) {
      await i18n.changeLanguage(locale);
      const days = (count: number) => i18n.t('backOffice.dashboard.days', { count, days: String(count) });
      expect([days(0), days(1)]).toEqual([zero, one]);
      expect(days(0)).toBe(translate(locale, 'backOffice.dashboard.days', { count: 0, days: '0' }));
    }
  });

  it('reads a million in the plural in pt-BR and es, not as the key (their "many" form)', async () => {
    const i18n = await consoleI18next();
    for (const [locale, text] of [
      ['pt-BR', '1000000 dias'],
      ['es', '1000000 días'],
      ['en', '1000000 days'],
    ] as const) {
      await i18n.changeLanguage(locale);
      expect(i18n.t('backOffice.dashboard.days', { count: 1000000, days: '1000000' })).toBe(text);
    }
  });

  it("translates react-admin's own texts and answers its resource keys", () => {
    expect(pt['ra.action.save']).toBe('Salvar');
    expect(consoleMessages('es')['ra.action.save']).toBe('Guardar');
    expect(pt['ra.navigation.page_range_info']).toBe('{offsetBegin}-{offsetEnd} de {total}');
    expect(pt['ra.action.bulk_actions_other']).toBe('{smart_count} itens selecionados');
    expect(pt['resources.reimbursements.name']).toBe('Solicitações de ressarcimento');
    expect(consoleMessages('en')['resources.protest-letters.fields.status']).toBe('Status');
    expect(pt['codes.analysisStatuses.PROCESS_CLOSED']).toBeTruthy();
  });

  it("names a case's fields as the portal and the e-mails do, save the short column headers", () => {
    const es = consoleMessages('es');
    // One home per text: a tester found "Puerto de carga" in the portal, "Puerto de embarque" here.
    expect(es['resources.reimbursements.fields.portOfLoadingId']).toBe('Puerto de embarque');
    expect(es['resources.reimbursements.fields.stuffingModal']).toBe('Modalidad de llenado');
    for (const locale of SUPPORTED_LOCALES)
      for (const field of [
        'portOfLoadingId',
        'stuffingModal',
        'transportModal',
        'vesselId',
        'dischargeDate',
      ]) {
        const portal = translate(locale, `fields.${field}` as Parameters<typeof translate>[1]);
        expect(consoleMessages(locale)[`resources.reimbursements.fields.${field}`]?.toLowerCase()).toBe(
          portal.toLowerCase(),
        );
      }
    expect(es['resources.reimbursements.fields.blOrCte']).toBe('BL / CT-e');
  });

  it('gives pt-BR and es every react-admin key English has', () => {
    const en = Object.keys(consoleMessages('en')).filter((k) => k.startsWith('ra.'));
    for (const locale of ['pt-BR', 'es'] as const) {
      const messages = consoleMessages(locale);
      expect(en.filter((k) => !(k in messages))).toEqual([]);
    }
  });
});
