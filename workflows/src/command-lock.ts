import { condition, patched } from '@temporalio/workflow';
import { Mutex } from 'async-mutex';

/**
 * A case's commands one at a time, in the order they came: a person's action, a file's record,
 * the workflow's own deadline. Two people acting at once cannot both win, and none acts on a
 * case whose state another is half-way through changing (each awaits its projection).
 */
export interface CommandLock {
  /** Runs `command` alone, once `ready` holds (a person's command waits for the case to be open). */
  runExclusive<T>(command: () => Promise<T>, ready?: () => boolean): Promise<T>;
  /** A command is under way: continue-as-new waits for it. */
  isLocked(): boolean;
}

const always = () => true;

/** async-mutex's Mutex (the Temporal samples' choice): waiters go on, first come first served. */
class MutexLock implements CommandLock {
  private readonly mutex = new Mutex();

  async runExclusive<T>(command: () => Promise<T>, ready: () => boolean = always): Promise<T> {
    // Checked before waiting: a ready case takes its place in the queue at once.
    if (!ready()) await condition(ready);
    return this.mutex.runExclusive(command);
  }

  isLocked(): boolean {
    return this.mutex.isLocked();
  }
}

/**
 * The turn runs took before the mutex: a flag and condition(). condition() wakes a waiter only
 * once the rest of the activation has run, where the mutex hands over at once, so two commands
 * meeting in one workflow task may issue their commands in another order. Those runs' order is
 * in their histories; they keep this turn to replay it. condition() can wake several waiters at
 * once, so the turn is re-checked after waking: only one goes on.
 */
class ConditionTurn implements CommandLock {
  private busy = false;

  async runExclusive<T>(command: () => Promise<T>, ready: () => boolean = always): Promise<T> {
    await this.takeTurn(ready);
    try {
      return await command();
    } finally {
      this.busy = false;
    }
  }

  isLocked(): boolean {
    return this.busy;
  }

  private async takeTurn(ready: () => boolean) {
    while (this.busy || !ready()) await condition(() => !this.busy && ready());
    this.busy = true;
  }
}

/** How a run takes its case's commands. */
export interface CaseCommands {
  lock: CommandLock;
  /**
   * Commands wait until the case is open (created, its timers loaded). Runs recorded before the
   * mutex took them as soon as the case existed: after a continue-as-new a command could come
   * before the timers and be recorded without its facts.
   */
  waitForOpen: boolean;
}

/** Chosen once, as a run starts: runs recorded before the mutex keep their turn (patched). */
export function caseCommands(): CaseCommands {
  const sinceMutex = patched('commands-mutex');
  return { lock: sinceMutex ? new MutexLock() : new ConditionTurn(), waitForOpen: sinceMutex };
}
