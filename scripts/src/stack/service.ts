/** A dependency the stack uses, and how it got it. `stop` is set only for what we started. */
export interface RunningService {
  name: string;
  url: string;
  source: 'configured' | 'local' | 'embedded';
  stop?: () => Promise<void>;
}
