/** @jest-environment jsdom */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderScreen } from '../testing/render-screen';
import { UNDO_WINDOW_MS } from '../uploads/useUndoableRemoval';
import { FilesStep } from './FilesStep';

/** What the api adds to an uploaded file, beside what a test cares about. */
const UPLOADED = {
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-23T13:05:00Z',
  uploadedBy: null,
  uploadedByName: null,
};

const DRAFT = '6f1c2f52-4a3e-4d7e-9d1a-2b8f1c0e5a04';
const wrong = { id: 'f-1', name: 'nota-errada.pdf', size: 2048, documentType: 'NOTA_FISCAL', ...UPLOADED };
const report = { id: 'f-2', name: 'laudo.pdf', size: 4096, documentType: 'DAMAGE_REPORT', ...UPLOADED };

function filesStep() {
  const onRemoved = jest.fn();
  renderScreen(
    <FilesStep draftId={DRAFT} files={[wrong, report]} onUploaded={() => {}} onRemoved={onRemoved} />,
    { locale: 'es' },
  );
  return onRemoved;
}

describe('the files step of the protest letter wizard, in Spanish', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('removes a file added by mistake from the keyboard, asking nothing, after the 2-second undo', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onRemoved = filesStep();
    const remove = screen.getByRole('button', { name: 'Eliminar nota-errada.pdf' });
    remove.focus();
    await user.keyboard('{Enter}');
    // Not filed yet: no "¿Está seguro?" question, only the undo, which takes the focus.
    expect(screen.queryByRole('dialog')).toBeNull();
    const undo = screen.getByRole('button', { name: 'Deshacer' });
    expect(document.activeElement).toBe(undo);
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS - 1));
    expect(onRemoved).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRemoved).toHaveBeenCalledWith(wrong);
    expect(onRemoved).toHaveBeenCalledTimes(1);
  });

  it('keeps the file when the removal is undone', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const onRemoved = filesStep();
    await user.click(screen.getByRole('button', { name: 'Eliminar laudo.pdf' }));
    await user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(UNDO_WINDOW_MS * 2));
    expect(onRemoved).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Eliminar laudo.pdf' })).toBeTruthy();
  });
});
