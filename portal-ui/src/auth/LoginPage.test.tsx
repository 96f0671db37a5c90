/** @jest-environment jsdom */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router-dom';
import { renderScreen } from '../testing/render-screen';
import { ApiError } from '../api/client';
import type { AuthOutlet } from '../layout/AuthLayout';
import { SessionContext, type Session } from '../session/SessionContext';
import LoginPage from './LoginPage';

function openLogin(signIn: Session['signIn']) {
  const context: AuthOutlet = { setBusy: () => {} };
  renderScreen(
    <SessionContext.Provider value={{ user: null, signIn, signOut: () => {} }}>
      <Routes>
        <Route element={<Outlet context={context} />}>
          <Route path="*" element={<LoginPage />} />
        </Route>
      </Routes>
    </SessionContext.Provider>,
    { locale: 'es', path: '/auth/login', route: '/auth/login/*' },
  );
}

describe('the login page', () => {
  it('after a refused password, sending the form emptied says only what is missing now', async () => {
    const signIn = jest.fn<ReturnType<Session['signIn']>, Parameters<Session['signIn']>>(() =>
      Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'Usuario o contraseña inválidos')),
    );
    const user = userEvent.setup();
    openLogin(signIn);
    await user.type(await screen.findByLabelText(/Correo electrónico/), 'valentina@example.com');
    await user.type(screen.getByLabelText(/Contraseña/), 'equivocada');
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));
    const refusal = await screen.findByText('Usuario o contraseña inválidos');

    await user.clear(screen.getByLabelText(/Correo electrónico/));
    await user.clear(screen.getByLabelText(/Contraseña/));
    await user.click(screen.getByRole('button', { name: 'Ingresar' }));

    expect(screen.getByText('El campo correo electrónico es obligatorio')).toBeTruthy();
    expect(screen.getByText('El campo contraseña es obligatorio')).toBeTruthy();
    expect(refusal.isConnected).toBe(false);
    expect(screen.queryByText('Usuario o contraseña inválidos')).toBeNull();
    expect(signIn).toHaveBeenCalledTimes(1);
  });
});
