import { ApiError } from './client';
import { createQueryClient } from './query-client';

/** How many times the portal's cache asks the api before a screen shows the failure. */
async function attempts(failure: Error) {
  const client = createQueryClient();
  let calls = 0;
  const read = client
    .fetchQuery({
      queryKey: ['case'],
      queryFn: () => {
        calls += 1;
        return Promise.reject(failure);
      },
    })
    .catch((err: unknown) => err);
  await jest.advanceTimersByTimeAsync(60_000);
  return { calls, error: await read };
}

describe('the portal reading the api again', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('takes a refusal as the answer at once: the screen shows its message without a wait', async () => {
    const notFound = new ApiError(404, 'NOT_FOUND', 'Solicitação não encontrada');
    const { calls, error } = await attempts(notFound);
    expect(calls).toBe(1);
    expect(error).toBe(notFound);
  });

  it('tries twice more after a server error or a dropped network, then gives up', async () => {
    expect((await attempts(new ApiError(503, 'GENERIC', 'Indisponível'))).calls).toBe(3);
    expect((await attempts(new ApiError(0, 'NETWORK', 'Houve um erro'))).calls).toBe(3);
  });
});
