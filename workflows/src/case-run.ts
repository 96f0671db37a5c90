import { condition } from '@temporalio/workflow';
import { caseCommands, type CommandLock } from './command-lock';

/** Where the next run of a case's workflow picks it up, whatever the kind of case. */
export interface CarriedCase<C> {
  case: C;
  seq: number;
  statusEnteredAt: number;
}

/**
 * What a case keeps while its workflow runs, a protest letter or a reimbursement request alike:
 * the case, its log's numbering, when it entered its status, and the lock its commands take
 * turns on. `V` is the case's view, what its queries and updates answer.
 */
export abstract class CaseRun<C, V> {
  protected current: C;
  protected seq: number;
  protected statusEnteredAt: number;
  protected opened = false;
  protected readonly commands: CommandLock;
  /** Whether commands wait for open(): runs recorded before the mutex did not (see caseCommands). */
  protected readonly waitsForOpen: boolean;

  protected constructor(carried: CarriedCase<C> | undefined, initial: () => C) {
    this.current = carried?.case ?? initial();
    this.seq = carried?.seq ?? 0;
    this.statusEnteredAt = carried?.statusEnteredAt ?? Date.now();
    const { lock, waitForOpen } = caseCommands();
    this.commands = lock;
    this.waitsForOpen = waitForOpen;
  }

  /** The case as its queries and updates answer it. */
  abstract view(): V;

  /** The case's first step (its filing or creation) is in PostgreSQL: the api may answer with the stored row. */
  protected readonly firstStepRecorded = () => this.seq > 0;

  /**
   * Opens the case: records its first step (`recordFirstStep`, in turn with the commands) unless
   * an earlier run did.
   */
  protected async openWith(recordFirstStep: () => Promise<void>): Promise<void> {
    if (!this.firstStepRecorded()) await this.commands.runExclusive(recordFirstStep);
    this.opened = true;
  }

  /** The view, once the case's first step is recorded (what the api's filing waits for). */
  async whenRecorded(): Promise<V> {
    await condition(this.firstStepRecorded);
    return this.view();
  }

  /** A command half-way through would be lost with this run: continue-as-new waits for it. */
  get busy(): boolean {
    return this.commands.isLocked();
  }

  /** The case as its views show it: its state, its last step, and since when it is in its status. */
  protected caseView(): C & { seq: number; statusEnteredAt: string } {
    return { ...this.current, seq: this.seq, statusEnteredAt: new Date(this.statusEnteredAt).toISOString() };
  }

  protected carriedCase(): CarriedCase<C> {
    return { case: this.current, seq: this.seq, statusEnteredAt: this.statusEnteredAt };
  }
}
