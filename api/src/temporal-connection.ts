import { Connection } from '@temporalio/client';
import type { Logger } from 'pino';

const ATTEMPTS = 6;
const FIRST_WAIT_MS = 500;

/**
 * The api's connection to Temporal, tried again with a growing wait: a replica may start while
 * Temporal is still coming up or is briefly too busy to answer (a loaded machine answered
 * DEADLINE_EXCEEDED within half a second), and one refusal should not stop the api. After the
 * last attempt (about 15 s in all) the error is thrown, and the process supervisor restarts it.
 */
export async function connectTemporal(address: string, log: Logger): Promise<Connection> {
  let wait = FIRST_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await Connection.connect({ address, connectTimeout: '5 seconds' });
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      log.warn({ err, attempt, address }, 'Temporal did not answer; trying again');
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait *= 2;
    }
  }
}
