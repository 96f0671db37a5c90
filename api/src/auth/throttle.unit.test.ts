import type IORedis from 'ioredis';
import pino from 'pino';
import { HttpError } from '../http-error';
import { LoginThrottle } from './login-throttle';
import { consumeOrThrottle, PASSWORD_RESETS_PER_ACCOUNT, Throttle } from './throttle';

const down = new Error('Connection is closed.');
const deadRedis = { eval: () => Promise.reject(down) } as unknown as IORedis;

describe('throttles', () => {
  const log = pino({ level: 'silent' });

  it('let requests through and do not throw while Redis is down', async () => {
    const ctx = { set: jest.fn() };
    const subject = [[PASSWORD_RESETS_PER_ACCOUNT, 'ana@example.com']] as const;
    await expect(
      consumeOrThrottle(ctx, new Throttle(deadRedis, 'test', log), subject),
    ).resolves.toBeUndefined();
    const login = new LoginThrottle(deadRedis, 'test', log);
    await expect(login.attempt('ana@example.com', '10.0.0.1')).resolves.toBe(0);
    await expect(login.succeeded('ana@example.com', '10.0.0.1')).resolves.toBeUndefined();
    expect(ctx.set).not.toHaveBeenCalled();
  });

  it('answer 429 with Retry-After in whole seconds once a subject is exhausted', async () => {
    const fullRedis = { eval: async () => 61_500 } as unknown as IORedis;
    const ctx = { set: jest.fn() };
    const attempt = consumeOrThrottle(ctx, new Throttle(fullRedis, 'test', log), [
      [PASSWORD_RESETS_PER_ACCOUNT, 'ana@example.com'],
    ]);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(ctx.set).toHaveBeenCalledWith('Retry-After', '62');
  });

  it('key subjects case-insensitively and without the address in the clear', () => {
    const throttle = new Throttle(deadRedis, 'run1', log);
    const key = throttle.key([PASSWORD_RESETS_PER_ACCOUNT, 'Ana@Example.com']);
    expect(key).toBe(throttle.key([PASSWORD_RESETS_PER_ACCOUNT, 'ana@example.com']));
    expect(key).toMatch(/^run1:throttle:password-reset-account:[0-9a-f]{32}$/);
  });
});
