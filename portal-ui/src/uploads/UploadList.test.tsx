/** @jest-environment jsdom */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Locale } from '@claims/domain/i18n/locales';
import { SessionContext } from '../session/SessionContext';
import type { SessionUser } from '../session/storage';
import { renderScreen } from '../testing/render-screen';
import { UploadList } from './UploadList';

const MB = 1024 * 1024;
const UPLOAD_PATH = '/api/reimbursements/4d1c2b3a-5e6f-4a7b-8c9d-0e1f2a3b4c5d/files';

const client: SessionUser = {
  id: '5f0c1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b',
  name: 'Ana',
  lastName: 'Souza',
  email: 'ana@example.com',
  language: 'es',
  roles: ['CLIENT_OPERATOR'],
  teams: [],
  company: null,
  customsBroker: null,
  uploadMaxBytes: 20 * MB,
};

/** A file of `size` bytes as the browser describes a picked one (its content is never read here). */
function fileOf(name: string, size: number): File {
  const file = new File(['%PDF-1.4'], name, { type: 'application/pdf' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/**
 * The uploads the list sends (XMLHttpRequest, for its progress events), each answered by
 * `answer`: the path it went to and the name of the file it carried.
 */
function fakeUploads(answer: (name: string) => [number, unknown]) {
  const sent: { path: string; name: string }[] = [];
  class FakeRequest {
    status = 0;
    responseText = '';
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private path = '';
    open(_method: string, path: string) {
      this.path = path;
    }
    setRequestHeader() {}
    abort() {}
    send(form: FormData) {
      const name = (form.get('file') as File).name;
      sent.push({ path: this.path, name });
      [this.status, this.responseText] = ((reply) => [reply[0], JSON.stringify(reply[1])] as const)(
        answer(name),
      );
      setTimeout(() => this.onload?.(), 0);
    }
  }
  globalThis.XMLHttpRequest = FakeRequest as unknown as typeof XMLHttpRequest;
  return sent;
}

const stored = (name: string) => ({
  id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  documentType: 'COMMERCIAL_INVOICE',
  name,
  size: 6 * MB,
  mimeType: 'application/pdf',
  uploadedAt: '2026-11-29T10:00:00.000Z',
  uploadedBy: null,
  uploadedByName: null,
});

function showList(locale: Locale, user: SessionUser = client) {
  const uploaded: string[] = [];
  const { toasts } = renderScreen(
    <SessionContext.Provider value={{ user, signIn: () => Promise.reject(new Error()), signOut: () => {} }}>
      <UploadList
        uploadPath={UPLOAD_PATH}
        fields={{ documentType: 'COMMERCIAL_INVOICE' }}
        files={[]}
        label="Factura comercial"
        onUploaded={(file) => uploaded.push(file.name)}
      />
    </SessionContext.Provider>,
    { locale },
  );
  return { uploaded, toasts, input: screen.getByLabelText(/Factura comercial/) };
}

describe('the size limit of an upload', () => {
  it('is said beside the control and refuses a larger file at once, beside it, until another is picked', async () => {
    const sent = fakeUploads((name) => [201, stored(name)]);
    const user = userEvent.setup();
    const { input, toasts, uploaded } = showList('es');
    expect(screen.getByText('Máximo 20 MB por archivo')).toBeTruthy();

    await user.upload(input, fileOf('factura.pdf', 21 * MB));
    const refusal = screen.getByRole('alert');
    expect(refusal.textContent).toBe(
      'El archivo "factura.pdf" supera el tamaño máximo de 20 MB por archivo. Elija un archivo más pequeño.',
    );
    expect(input.getAttribute('aria-describedby')).toBe(refusal.id);
    // Nothing was sent, and the words are not a toast that is gone after a few seconds.
    await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual([]);
    expect(toasts).toEqual([]);
    expect(screen.getByRole('alert')).toBe(refusal);

    await user.upload(input, fileOf('factura-6mb.pdf', 6 * MB));
    await waitFor(() => expect(uploaded).toEqual(['factura-6mb.pdf']));
    expect(sent).toEqual([{ path: UPLOAD_PATH, name: 'factura-6mb.pdf' }]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes a file of exactly the limit, and of several picked sends only those within it', async () => {
    const sent = fakeUploads((name) => [201, stored(name)]);
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(
      <SessionContext.Provider
        value={{
          user: { ...client, language: 'pt-BR' },
          signIn: () => Promise.reject(new Error()),
          signOut: () => {},
        }}
      >
        <UploadList uploadPath={UPLOAD_PATH} files={[]} label="Fotos" onUploaded={() => {}} />
      </SessionContext.Provider>,
    );
    expect(screen.getByText('Máximo 20 MB por arquivo')).toBeTruthy();
    await user.upload(screen.getByLabelText(/Fotos/), [
      fileOf('avaria-1.pdf', 20 * MB),
      fileOf('avaria-2.pdf', 30 * MB),
    ]);
    expect(screen.getByRole('alert').textContent).toBe(
      'O arquivo "avaria-2.pdf" excede o tamanho máximo de 20 MB por arquivo. Escolha um arquivo menor.',
    );
    await waitFor(() => expect(sent).toEqual([{ path: UPLOAD_PATH, name: 'avaria-1.pdf' }]));
  });

  it("keeps the api's refusal of a too large file beside the control, when the screen did not know the limit", async () => {
    const message =
      'El archivo "factura.pdf" supera el tamaño máximo de 20 MB por archivo. Elija un archivo más pequeño.';
    fakeUploads(() => [413, { error: { code: 'PAYLOAD_TOO_LARGE', message } }]);
    const user = userEvent.setup();
    // Signed in before the api named its limit: no hint, the api refuses.
    const { uploadMaxBytes: _unknown, ...before } = client;
    const { input, toasts } = showList('es', before);
    expect(screen.queryByText(/Máximo/)).toBeNull();
    await user.upload(input, fileOf('factura.pdf', 21 * MB));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(toasts).toEqual([]);
  });
});
