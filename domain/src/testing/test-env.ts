/**
 * The addresses `npm test` hands to jest. A test that needs the real services reads them here;
 * run through plain `npx jest` they are missing and the test says how to run it.
 */
export function testEnv() {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value)
      throw new Error(
        `${name} is not set: run integration tests with \`npm test\`, which starts PostgreSQL, Redis and Temporal.`,
      );
    return value;
  };
  return {
    /** The app's login (claims_api): what the api and the workers use. */
    databaseUrl: need('DATABASE_URL'),
    /** The tables' owner (claims_owner): migrations. */
    databaseOwnerUrl: need('DATABASE_OWNER_URL'),
    /** The server's admin login: creating and dropping databases. */
    postgresAdminUrl: need('POSTGRES_ADMIN_URL'),
    redisUrl: need('REDIS_URL'),
    redisPrefix: need('REDIS_PREFIX'),
    temporalAddress: need('TEMPORAL_ADDRESS'),
    taskQueue: need('TEMPORAL_TASK_QUEUE'),
    workflowBundlePath: need('WORKFLOW_BUNDLE_PATH'),
    testServerPath: need('TEMPORAL_TEST_SERVER_PATH'),
  };
}
