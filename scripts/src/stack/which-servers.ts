import { ensurePostgres } from './postgres';
import { ensureTemporal } from './temporal';

/**
 * `tsx scripts/src/stack/which-servers.ts <postgres|temporal>`: brings up the server `npm start`
 * would use for this DATA_DIR, prints which (`{"source","url"}`) and stops what it started. For
 * checking which servers a `.data` belongs to without starting the product.
 */
async function main() {
  const service =
    process.argv[2] === 'temporal'
      ? await ensureTemporal({ private: false })
      : await ensurePostgres({ private: false });
  console.log(
    JSON.stringify({
      source: service.source,
      url: service.url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@'),
    }),
  );
  await service.stop?.();
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
