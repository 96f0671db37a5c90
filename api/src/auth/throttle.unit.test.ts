import type IORedis from 'ioredis';
import pino from 'pino';
import { HttpError } from '../http-error';
import { assertNotThrottled, LOGIN_FAILURES_PER_ACCOUNT, Throttle } from './throttle';

const down = new Error('Connection is closed.');
const deadRedis = {
  pipeline: () => ({
    get() {
      return this;
    },
    pttl() {
      return this;
    },
    exec: () => Promise.reject(down),
  }),
  eval: () => Promise.reject(down),
  del: () => Promise.reject(down),
} as unknown as IORedis;

describe('login throttle', () => {
  const log = pino({ level: 'silent' });

  it('lets requests through and does not throw while Redis is down', async () => {
    const throttle = new Throttle(deadRedis, 'test', log);
    const subject = [[LOGIN_FAILURES_PER_ACCOUNT, 'ana@example.com']] as const;
    const ctx = { set: jest.fn() };
    await expect(assertNotThrottled(ctx, throttle, subject)).resolves.toBeUndefined();
    await expect(throttle.hit(subject)).resolves.toBeUndefined();
    await expect(throttle.clear(subject)).resolves.toBeUndefined();
    expect(ctx.set).not.toHaveBeenCalled();
  });

  it('answers 429 with Retry-After once the limit is reached', async () => {
    const fullRedis = {
      pipeline: () => ({
        get() {
          return this;
        },
        pttl() {
          return this;
        },
        exec: async () => [
          [null, '5'],
          [null, 61_500],
        ],
      }),
    } as unknown as IORedis;
    const ctx = { set: jest.fn() };
    const attempt = assertNotThrottled(ctx, new Throttle(fullRedis, 'test', log), [
      [LOGIN_FAILURES_PER_ACCOUNT, 'ana@example.com'],
    ]);
    await expect(attempt).rejects.toBeInstanceOf(HttpError);
    await expect(attempt).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(ctx.set).toHaveBeenCalledWith('Retry-After', '62');
  });

  it('keys subjects case-insensitively and without the address in the clear', () => {
    const throttle = new Throttle(deadRedis, 'run1', log);
    const key = throttle.key([LOGIN_FAILURES_PER_ACCOUNT, 'Ana@Example.com']);
    expect(key).toBe(throttle.key([LOGIN_FAILURES_PER_ACCOUNT, 'ana@example.com']));
    expect(key).toMatch(/^run1:throttle:login-account:[0-9a-f]{32}$/);
  });
});
