import { SessionStreams, type OpenStream } from './session-streams';

/** A stream of `tokenId` that records whether the api ended it. */
function streamOf(tokenId: string) {
  const stream = { userId: `user-of-${tokenId}`, tokenId, ended: false, end: () => (stream.ended = true) };
  return stream satisfies OpenStream;
}

describe('the periodic session check of notification streams', () => {
  it('ends a stream whose session is no longer live, and keeps the live ones', async () => {
    const streams = new SessionStreams({ perUser: 5, total: 100 });
    const live = streamOf('live');
    const gone = streamOf('gone');
    streams.admit(live);
    streams.admit(gone);
    await streams.endStreamsNotIn(async () => new Set(['live']));
    expect([live.ended, gone.ended]).toEqual([false, true]);
    expect(streams.size).toBe(1);
  });

  it('keeps a stream opened while the check is reading: its session was not among those asked about', async () => {
    const streams = new SessionStreams({ perUser: 5, total: 100 });
    const before = streamOf('before');
    streams.admit(before);
    let answer!: (live: Set<string>) => void;
    let asked: string[] = [];
    const checking = streams.endStreamsNotIn((tokenIds) => {
      asked = tokenIds;
      return new Promise((resolve) => (answer = resolve));
    });
    // A user connects while the check waits on the database.
    const during = streamOf('during');
    expect(streams.admit(during)).toBe(true);
    answer(new Set(['before']));
    await checking;

    expect(asked).toEqual(['before']);
    expect([before.ended, during.ended]).toEqual([false, false]);
    expect(streams.size).toBe(2);
  });
});
