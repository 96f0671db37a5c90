import { api } from '@claims/api/testing/stack-harness';
import { browserAgainstStack } from '@claims/scripts/testing/browser-stack';
import { bearer } from '@claims/api/testing/tokens';
import { shot } from '@claims/scripts/testing/portal-session';
import { submitLogin } from './login-form';

const run = browserAgainstStack();

describe('logging out of the portal', () => {
  it('revokes the server session: the token the browser held no longer opens anything', async () => {
    const context = await run.browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'pt-BR' });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('response', (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));

    await page.goto(`${run.stack.baseUrl}/auth/login`);
    await submitLogin(page, 'pt-BR', 'client@example.com');
    await page.waitForURL(/\/processes\/list/);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect((await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(token!))).status).toBe(200);

    const logout = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('button', { name: 'Sair' }).click();
    expect((await logout).status()).toBe(204);
    await page.waitForURL(/\/auth\/login/);
    await shot(page, 'portal-after-logout');

    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const after = await api(run.stack.baseUrl, 'GET', '/api/auth/me', undefined, bearer(token!));
    expect(after.status).toBe(401);
    expect(problems).toEqual([]);
    await context.close();
  }, 90_000);
});
