/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { fireEvent, render as renderAlone, screen } from '@testing-library/react';
import { Wizard } from './Wizard';
import { WithTexts } from '../testing/render-screen';

// Alone, outside Root: the catalogue's texts come from the test.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: WithTexts });

const steps = ['Dados do cliente', 'Dados do embarque', 'Enviar'];

function renderAt(current: number, valid: boolean, busy = false) {
  const handlers = { onBack: jest.fn(), onNext: jest.fn(), onConfirm: jest.fn() };
  render(
    <Wizard title="Nova" steps={steps} current={current} valid={valid} busy={busy} {...handlers}>
      <p>body</p>
    </Wizard>,
  );
  return handlers;
}

describe('the wizard (SPEC §4)', () => {
  it('numbers the steps from 1, never "Passo 0", hides Back on the first, and lets Next through only when valid', () => {
    const h = renderAt(0, false);
    expect(screen.getByRole('heading', { name: 'Passo 1: Dados do cliente' })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((i) => i.querySelector('.step-number')?.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
    expect(screen.queryByRole('button', { name: 'Voltar' })).toBeNull();
    const next = screen.getByRole('button', { name: 'Próximo' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    fireEvent.click(next);
    expect(h.onNext).not.toHaveBeenCalled();
  });

  it('goes back without a check and shows "Confirmar" on the last step', () => {
    const h = renderAt(2, false);
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(h.onBack).toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Próximo' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves to the new step’s title when the step changes, not on the first render', () => {
    const wizard = (current: number) => (
      <Wizard
        title="Nova"
        steps={steps}
        current={current}
        valid
        onBack={jest.fn()}
        onNext={jest.fn()}
        onConfirm={jest.fn()}
      >
        <p>body</p>
      </Wizard>
    );
    const { rerender } = render(wizard(0));
    expect(document.activeElement).toBe(document.body);
    rerender(wizard(1));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Passo 2: Dados do embarque' }));
  });

  it('marks the steps up to the current one active and the current one highlighted', () => {
    renderAt(1, true);
    const items = screen.getAllByRole('listitem');
    expect(items.map((i) => i.className.trim())).toEqual(['active', 'active current', '']);
    expect(items[1]!.getAttribute('aria-current')).toBe('step');
  });

  it('while filing, Confirm waits and says so: the filing takes seconds', () => {
    const h = renderAt(2, true, true);
    const confirm = screen.getByRole('button', { name: 'Confirmar' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    expect(confirm.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Enviando… aguarde, isto pode levar alguns segundos');
    fireEvent.click(confirm);
    expect(h.onConfirm).not.toHaveBeenCalled();
  });
});
