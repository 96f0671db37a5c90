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
