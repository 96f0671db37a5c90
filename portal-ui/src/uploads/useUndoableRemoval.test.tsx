/** @jest-environment jsdom */
import type { ReactElement } from 'react';
import { act, fireEvent, render as renderAlone, renderHook, screen } from '@testing-library/react';
import { UploadList } from './UploadList';
import { splitByType } from './accept';
import { useUndoableRemoval } from './useUndoableRemoval';
import { formatFileSize } from '../i18n/format';
import { WithTexts } from '../testing/render-screen';

// Alone, outside Root: the catalogue's texts come from the test.
const render = (ui: ReactElement) => renderAlone(ui, { wrapper: WithTexts });

const file = {
  id: 'f1',
  name: 'laudo.pdf',
  size: 1536,
  documentType: 'SURVEY_REPORT',
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-20T13:00:00.000Z',
  uploadedBy: null,
  uploadedByName: null,
};

describe('the upload list', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  /** The list holding `file`; answers the spy told of each removal it confirms. */
  const renderFileList = () => {
    const onRemoved = jest.fn();
    render(
      <UploadList
        label="Arquivos"
        uploadPath="/x"
        files={[file]}
        onUploaded={() => {}}
        onRemoved={onRemoved}
      />,
    );
    return onRemoved;
  };

  const askAndAnswer = (answer: 'Sim' | 'Não') => {
    fireEvent.click(screen.getByRole('button', { name: 'Excluir laudo.pdf' }));
    expect(screen.getByRole('dialog', { name: 'Tem certeza de que quer excluir?' })).toBeTruthy();
    // The answer that keeps the file has the focus.
    expect(document.activeElement?.textContent).toBe('Não');
    fireEvent.click(screen.getByRole('button', { name: answer }));
  };

  it('removes nothing when the question is answered "Não"', () => {
    const onRemoved = renderFileList();
    askAndAnswer('Não');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
    expect(onRemoved).not.toHaveBeenCalled();
  });

  it('confirms a removal only after "Sim" and 2 seconds, and not at all when undone', () => {
    const onRemoved = renderFileList();
    askAndAnswer('Sim');
    act(() => jest.advanceTimersByTime(1999));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(onRemoved).not.toHaveBeenCalled();

    askAndAnswer('Sim');
    act(() => jest.advanceTimersByTime(1999));
    expect(onRemoved).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onRemoved).toHaveBeenCalledWith(file);
  });

  it('keeps a file marked removed, without an undo, until the api answers, and brings it back only on a refusal', async () => {
    let answer!: { resolve(): void; reject(err: Error): void };
    const confirm = jest.fn(
      () => new Promise<void>((resolve, reject) => (answer = { resolve, reject: (err) => reject(err) })),
    );
    const { result } = renderHook(() => useUndoableRemoval(confirm));

    act(() => result.current.remove('f1'));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(confirm).toHaveBeenCalledWith('f1');
    expect(result.current.pending.has('f1')).toBe(true);
    expect(result.current.confirming.has('f1')).toBe(true);
    await act(async () => answer.resolve());
    expect(result.current.pending.has('f1')).toBe(false);
    expect(result.current.confirming.has('f1')).toBe(false);

    act(() => result.current.remove('f2'));
    await act(async () => jest.advanceTimersByTime(2000));
    expect(result.current.confirming.has('f2')).toBe(true);
    await act(async () => answer.reject(new Error('409')));
    expect(result.current.pending.has('f2')).toBe(false);
  });

  it('drops files of other types and says "Tipo de arquivo incorreto!"', () => {
    render(
      <UploadList label="Arquivos" uploadPath="/x" files={[]} accept={['.png']} onUploaded={() => {}} />,
    );
    const exe = new File(['MZ'], 'virus.EXE', { type: 'application/octet-stream' });
    fireEvent.change(screen.getByLabelText(/Arquivos/), { target: { files: [exe] } });
    expect(screen.getByRole('dialog', { name: 'Tipo de arquivo incorreto!' })).toBeTruthy();
  });

  it('filters by the lower-cased extension', () => {
    const kept = new File([''], 'FOTO.PNG');
    const dropped = new File([''], 'notes.txt');
    expect(splitByType([kept, dropped], ['.png'])).toEqual({ kept: [kept], dropped: [dropped] });
  });

  it('shows sizes in base 1024 with 2 decimals, and bytes without any', () => {
    expect(formatFileSize(1536, 'en')).toBe('1.50 KB');
    expect(formatFileSize(5 * 1024 ** 3, 'en')).toBe('5.00 GB');
    expect(formatFileSize(10, 'pt-BR')).toBe('10 bytes');
    expect(formatFileSize(606, 'es')).toBe('606 bytes');
    expect(formatFileSize(149_739, 'es')).toBe('146,23 KB');
    expect(formatFileSize(149_739, 'pt-BR')).toBe('146,23 KB');
  });
});
