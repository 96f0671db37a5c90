import { recordedHistories, replayRecordedHistory } from '../testing/recorded-histories';

const fixtures = recordedHistories('protest-');

describe('recorded protest letter histories replay on the current workflow code', () => {
  it('has recorded histories to replay, from before and after each patch', () => {
    expect(fixtures).toEqual(
      expect.arrayContaining([
        'protest-inspected-and-analysed.json',
        // After patched('local-projection').
        'protest-v2-inspected-and-analysed.json',
        // After patched('commands-mutex'): commands through the mutex, once the letter is open.
        'protest-v4-inspected-and-analysed.json',
        // After patched('protest-link-once') and patched('protest-result-on-inspection-day').
        'protest-v5-inspected-and-analysed.json',
      ]),
    );
  });

  it.each(fixtures)('%s', replayRecordedHistory);
});
