import IORedis from 'ioredis';
import { notificationChannel, type NotificationEvent } from '@claims/domain';
import { sessionEndedChannel, type SessionEnded } from './session-streams';

type Listener = (event: NotificationEvent) => void;

/**
 * The jobs worker's "new notification" announcements (Redis pub/sub), handed to the streams the
 * signed-in users hold open, and the api replicas' "session ended" announcements, which close
 * those streams. One subscriber connection per api process, opened on first use.
 */
export class NotificationEvents {
  private readonly listeners = new Map<string, Set<Listener>>();
  private subscriber: IORedis | undefined;

  constructor(
    private readonly redisUrl: string,
    private readonly redisPrefix: string,
    private readonly onSessionEnded: (ended: SessionEnded) => void = () => {},
  ) {}

  /** Calls `listener` for each new notification of `userId`; answers the unsubscribe. */
  async subscribe(userId: string, listener: Listener): Promise<() => void> {
    await this.connect();
    const own = this.listeners.get(userId) ?? new Set();
    own.add(listener);
    this.listeners.set(userId, own);
    return () => {
      own.delete(listener);
      if (own.size === 0) this.listeners.delete(userId);
    };
  }

  private async connect() {
    if (this.subscriber) return;
    const subscriber = new IORedis(this.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
    this.subscriber = subscriber;
    const sessions = sessionEndedChannel(this.redisPrefix);
    subscriber.on('message', (channel: string, message: string) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(message);
      } catch {
        return;
      }
      if (channel === sessions) {
        this.onSessionEnded(parsed as SessionEnded);
        return;
      }
      const event = parsed as NotificationEvent;
      for (const listener of this.listeners.get(event.userId) ?? []) listener(event);
    });
    // Without a listener ioredis would print reconnect errors as unhandled; it reconnects by itself.
    subscriber.on('error', () => {});
    await subscriber.connect();
    await subscriber.subscribe(notificationChannel(this.redisPrefix), sessions);
  }

  close(): void {
    this.subscriber?.disconnect();
    this.listeners.clear();
  }
}
