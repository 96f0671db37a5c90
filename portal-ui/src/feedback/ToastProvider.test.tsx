/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { ApiError } from '../api/client';
import { WithTexts } from '../testing/render-screen';
import { TOAST_MS, ToastProvider } from './ToastProvider';
import { useToasts } from './ToastContext';
import { useFormToasts } from './useFormToasts';

type Form = ReturnType<typeof useFormToasts>;

/** Two forms on one page and the bare toasts, each handed to the test to drive. */
function renderForms() {
  const forms: { first?: Form; second?: Form; toasts?: ReturnType<typeof useToasts> } = {};
  function First() {
    forms.first = useFormToasts();
    return null;
  }
  function Second() {
    forms.second = useFormToasts();
    return null;
  }
  function Bare() {
    forms.toasts = useToasts();
    return null;
  }
  render(
    <WithTexts>
      <ToastProvider>
        <First />
        <Second />
        <Bare />
      </ToastProvider>
    </WithTexts>,
  );
  return forms as Required<typeof forms>;
}

const invalid = () =>
  new ApiError(422, 'VALIDATION_FAILED', 'Há campos inválidos. Verifique os dados e tente novamente.');
const texts = (role: 'alert' | 'status') =>
  screen.queryAllByRole(role).map((t) => t.querySelector('p')?.textContent);

describe('toasts of a form', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("a form's success dismisses its earlier refusals, and a new refusal replaces the old one", () => {
    const { first, second } = renderForms();
    act(() => first.showError(invalid()));
    act(() => first.showError(invalid()));
    expect(texts('alert')).toHaveLength(1);
    act(() => second.showError(new ApiError(409, 'DUPLICATE_EMAIL', 'E-mail já cadastrado.')));
    act(() => first.showSuccess('Usuário atualizado com sucesso'));
    expect(texts('status')).toEqual(['Usuário atualizado com sucesso']);
    // Another form's refusal still stands: it is not the one that was saved.
    expect(texts('alert')).toEqual(['E-mail já cadastrado.']);
    act(() => second.clearErrors());
    expect(texts('alert')).toEqual([]);
  });

  it('keeps SPEC §9 durations: errors 5000 ms, successes 5001 ms', () => {
    const { first, toasts } = renderForms();
    act(() => first.showError(invalid()));
    act(() => toasts.show('success', 'Dados salvos com sucesso'));
    act(() => jest.advanceTimersByTime(TOAST_MS.error));
    expect(texts('alert')).toEqual([]);
    expect(texts('status')).toEqual(['Dados salvos com sucesso']);
    act(() => jest.advanceTimersByTime(TOAST_MS.success - TOAST_MS.error));
    expect(texts('status')).toEqual([]);
    expect(TOAST_MS).toEqual({ success: 5001, error: 5000 });
  });

  it('a 403 that names its reason is shown with it, a bare one as "Não autorizado"', () => {
    const { first } = renderForms();
    act(() =>
      first.showError(
        new ApiError(403, 'USER_NOT_MANAGEABLE', 'Você não pode editar este usuário: uma conta master…'),
      ),
    );
    expect(texts('alert')).toEqual(['Você não pode editar este usuário: uma conta master…']);
    act(() => first.showError(new ApiError(403, 'FORBIDDEN', 'Forbidden')));
    expect(texts('alert')).toEqual(['Não autorizado']);
  });
});
