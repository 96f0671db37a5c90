import { describeReplays } from '../testing/recorded-histories';

describeReplays('recorded protest letter histories replay on the current workflow code', 'protest-', [
  'protest-inspected-and-analysed.json',
  // After patched('local-projection').
  'protest-v2-inspected-and-analysed.json',
  // After patched('commands-mutex'): commands through the mutex, once the letter is open.
  'protest-v4-inspected-and-analysed.json',
  // After patched('protest-link-once') and patched('protest-result-on-inspection-day').
  'protest-v5-inspected-and-analysed.json',
]);
