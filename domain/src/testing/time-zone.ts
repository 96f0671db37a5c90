/**
 * Runs a test file's tests on a machine set to `zone`, so what they show does not depend on the
 * machine running them (or proves it does not); the zone the process had comes back after.
 */
export function inTimeZone(zone: string): void {
  const original = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = original;
  });
}
