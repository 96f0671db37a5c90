const DAY_MS = 86_400_000;

/** The time left until a deadline, split for display; zero once it has passed. */
export function timeLeft(deadline: string, now: number) {
  const ms = Math.max(0, Date.parse(deadline) - now);
  const minutes = Math.floor(ms / 60_000);
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * The countdown as a reader wants it: whole calendar days while two or more are left (as the
 * console counts the days to the time bar: "364 días", not "363d 12h"), to the minute after.
 */
export function countdownText(
  t: (
    key: 'portal.detail.countdown' | 'portal.detail.countdownDays',
    params: Record<string, number>,
  ) => string,
  deadline: string,
  now: number,
): string {
  const at = Date.parse(deadline);
  if (at - now >= 2 * DAY_MS)
    return t('portal.detail.countdownDays', { count: calendarDaysBetween(now, at) });
  return t('portal.detail.countdown', timeLeft(deadline, now));
}

/** Days from one calendar day to another, on the reader's calendar (rounded: a DST day is 23 or 25 hours). */
function calendarDaysBetween(from: number, to: number): number {
  const day = (t: number) => {
    const d = new Date(t);
    return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
  };
  return Math.round((day(to) - day(from)) / DAY_MS);
}
