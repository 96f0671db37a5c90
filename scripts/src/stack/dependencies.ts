import { ensurePostgres } from './postgres';
import { ensureRedis } from './redis';
import type { RunningService } from './service';
import { ensureTemporal } from './temporal';

export interface Dependencies {
  postgres: RunningService;
  redis: RunningService;
  temporal: RunningService & { uiUrl: string };
  /** Stops what this process started. */
  stop(): Promise<void>;
}

/** PostgreSQL, Redis and Temporal: used where they run, started where they don't. */
export async function ensureDependencies(options: { forTests?: boolean } = {}): Promise<Dependencies> {
  const started: RunningService[] = [];
  const stop = async () => {
    // Nothing uses them any more by now (the app processes stopped first): stop them together.
    await Promise.all(
      started.map((s) =>
        s.stop?.().then(
          () => console.log(`stopped ${s.name}`),
          (e) => console.error(`stopping ${s.name}: ${e}`),
        ),
      ),
    );
  };
  try {
    const postgres = await ensurePostgres({ private: options.forTests === true });
    started.push(postgres);
    const redis = await ensureRedis({ private: options.forTests === true });
    started.push(redis);
    // Tests get a Temporal of their own unless one is configured (see ensureTemporal).
    const temporal = await ensureTemporal({ private: options.forTests === true });
    started.push(temporal);
    return { postgres, redis, temporal, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
