/** @jest-environment jsdom */
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen } from '../testing/render-screen';
import type { AuthOutlet } from '../layout/AuthLayout';
import CreatePasswordPage from './CreatePasswordPage';

const TOKEN = 'a'.repeat(43);
const INVITATION = `/api/auth/invitations/${TOKEN}`;

/** The page inside the authentication layout's outlet, as the portal routes it. */
function InAuthLayout({ children }: { children: ReactNode }) {
  const context: AuthOutlet = { setBusy: () => {} };
  return (
    <Routes>
      <Route element={<Outlet context={context} />}>
        <Route path="*" element={children} />
      </Route>
    </Routes>
  );
}

const openLink = (locale: 'es' | 'pt-BR' = 'es') =>
  renderScreen(
    <InAuthLayout>
      <CreatePasswordPage />
    </InAuthLayout>,
    { locale, path: `/auth/create-password/${TOKEN}`, route: '/auth/create-password/:token/*' },
  );

describe('the create-password page opened from a link', () => {
  it('says at once that a used or expired link is dead, with the way to a new one, and offers no form', async () => {
    const calls = fakeApi((call) =>
      call.path === INVITATION
        ? [404, { error: { code: 'TOKEN_NOT_FOUND', message: 'El enlace es inválido o ha expirado.' } }]
        : undefined,
    );
    openLink('es');
    await screen.findByText('El enlace es inválido o ha expirado. Solicite uno nuevo.');
    // Dead, the link no longer says whether it invited or reset: the title names neither.
    expect(screen.getByRole('heading', { name: 'Enlace de contraseña' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
    expect(screen.queryByLabelText('Nueva contraseña')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('greets the person a live link is for, and turns to the same message if the link dies before saving', async () => {
    fakeApi((call) => {
      if (call.path === INVITATION)
        return [200, { name: 'Valentina', email: 'valentina@example.com', kind: 'INVITATION' }];
      if (call.path === '/api/auth/create-password')
        return [400, { error: { code: 'INVALID_TOKEN', message: 'El enlace es inválido o ha expirado.' } }];
      return undefined;
    });
    const user = userEvent.setup();
    openLink('es');
    await screen.findByText('¡Hola, Valentina! Cree la contraseña de valentina@example.com.');
    await user.type(screen.getByLabelText('Nueva contraseña'), 'Valentina#2026');
    await user.type(screen.getByLabelText('Repita la contraseña'), 'Valentina#2026');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    await screen.findByText('El enlace es inválido o ha expirado. Solicite uno nuevo.');
    expect(screen.getByRole('link', { name: 'Olvidé mi contraseña' })).toBeTruthy();
  });
});

describe('the page opened from a reset link', () => {
  it.each([
    [
      'es',
      'Restablecer contraseña',
      '¡Hola, Valentina! Elija la nueva contraseña de valentina@example.com.',
      'Nueva contraseña',
      'Repita la contraseña',
      'Guardar contraseña',
      'Contraseña restablecida. Ya puede ingresar.',
    ],
    [
      'pt-BR',
      'Redefinir senha',
      'Olá, Valentina! Escolha a nova senha de valentina@example.com.',
      'Nova senha',
      'Repita a senha',
      'Salvar senha',
      'Senha redefinida. Você já pode entrar.',
    ],
  ] as const)(
    'in %s, resets the password: it does not speak of creating one',
    async (locale, title, greeting, newPassword, repeatIt, save, done) => {
      const calls = fakeApi((call) => {
        if (call.path === INVITATION)
          return [200, { name: 'Valentina', email: 'valentina@example.com', kind: 'PASSWORD_RESET' }];
        if (call.path === '/api/auth/create-password') return [204, undefined];
        return undefined;
      });
      const user = userEvent.setup();
      openLink(locale);
      await screen.findByText(greeting);
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
      await user.type(screen.getByLabelText(newPassword), 'Valentina#2026');
      await user.type(screen.getByLabelText(repeatIt), 'Valentina#2026');
      await user.click(screen.getByRole('button', { name: save }));
      await screen.findByText(done);
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    },
  );
});

describe('the create-password form', () => {
  it('marks the password that is too short, not the repeat; and the repeat when they differ', async () => {
    const calls = fakeApi((call) =>
      call.path === INVITATION
        ? [200, { name: 'Valentina', email: 'valentina@example.com', kind: 'INVITATION' }]
        : undefined,
    );
    const user = userEvent.setup();
    openLink('es');
    const password = await screen.findByLabelText('Nueva contraseña');
    const repeat = screen.getByLabelText('Repita la contraseña');
    // Before anything is refused, the rule is a hint, not worded as an error.
    expect(screen.getByText('Mínimo 10 caracteres, difícil de adivinar.')).toBeTruthy();
    await user.type(password, 'corta');
    await user.type(repeat, 'corta');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(repeat.getAttribute('aria-invalid')).toBe('false');
    // The error is the text the password is described by, said once (it takes the hint's place).
    const describedBy = password.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toEqual([
      'La contraseña debe tener como mínimo 10 caracteres',
    ]);
    expect(screen.getAllByText('La contraseña debe tener como mínimo 10 caracteres')).toHaveLength(1);
    expect(screen.queryByText('Mínimo 10 caracteres, difícil de adivinar.')).toBeNull();

    // Long enough but guessed in a few tries: digits alone.
    await user.clear(password);
    await user.type(password, '1234567890');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/demasiado fácil de adivinar/)).toBeTruthy();

    await user.clear(password);
    await user.type(password, 'Valentina#2026');
    await user.clear(repeat);
    await user.type(repeat, 'Valentina#2025');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(password.getAttribute('aria-invalid')).toBe('false');
    expect(repeat.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Las contraseñas no coinciden')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
