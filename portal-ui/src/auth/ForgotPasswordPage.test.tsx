/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { fakeApi, renderScreen } from '../testing/render-screen';
import type { AuthOutlet } from '../layout/AuthLayout';
import ForgotPasswordPage from './ForgotPasswordPage';

const FORGOT = '/api/auth/forgot-password';

function openForgotPassword() {
  const context: AuthOutlet = { setBusy: () => {} };
  renderScreen(
    <Routes>
      <Route element={<Outlet context={context} />}>
        <Route path="*" element={<ForgotPasswordPage />} />
      </Route>
    </Routes>,
    { locale: 'es', path: '/auth/forgot-password', route: '/auth/forgot-password/*' },
  );
}

describe('the forgot-password page', () => {
  it('after sending, lets the person correct a mistyped address and send again without starting over', async () => {
    const calls = fakeApi((call) => (call.path === FORGOT ? [202, {}] : undefined));
    const user = userEvent.setup();
    openForgotPassword();
    await user.type(await screen.findByLabelText('Correo electrónico'), 'valentina@exmaple.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await screen.findByText('Si el correo está registrado, recibirá el enlace en instantes.');

    await user.click(
      screen.getByRole('button', { name: '¿No lo recibió? Corregir el correo o enviar de nuevo' }),
    );
    const email = screen.getByLabelText('Correo electrónico');
    expect((email as HTMLInputElement).value).toBe('valentina@exmaple.com');
    await user.clear(email);
    await user.type(email, 'valentina@example.com');
    await user.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    await screen.findByText('Si el correo está registrado, recibirá el enlace en instantes.');

    expect(calls.filter((c) => c.path === FORGOT).map((c) => c.body)).toEqual([
      { email: 'valentina@exmaple.com' },
      { email: 'valentina@example.com' },
    ]);
  });
});
