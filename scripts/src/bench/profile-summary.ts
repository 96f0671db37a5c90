import fs from 'node:fs';
import path from 'node:path';

/**
 * Where a process spent its CPU: the self time of a V8 CPU profile (`--cpu-prof`, written by
 * `BENCH_CPU_PROFILE_DIR=<dir> npm run bench`) grouped by package or source folder, then the
 * hottest functions. Usage: `npx tsx scripts/src/bench/profile-summary.ts <file.cpuprofile>`.
 */
interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

function summarize(file: string, top = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byPlace = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)!.callFrame;
    total += us;
    const place = placeOf(frame.url, frame.functionName);
    byPlace.set(place, (byPlace.get(place) ?? 0) + us);
    const fn = `${frame.functionName || '(anonymous)'} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
  }
  const print = (title: string, map: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [k, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(
        `${((us / total) * 100).toFixed(1).padStart(5)} %  ${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`,
      );
  };
  console.log(`${path.basename(file)}: ${(total / 1e6).toFixed(1)} s sampled`);
  print('by package or folder (self time)', byPlace);
  print('hottest functions (self time)', byFunction);
}

function placeOf(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1] as string;
  if (url.startsWith('node:')) return url.split('/')[0] as string;
  const ours = /\/work\/[^/]+\/([^/]+\/src\/[^/]+)/.exec(url);
  return ours ? (ours[1] as string) : shortUrl(url);
}

function shortUrl(url: string): string {
  return url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
}

for (const file of process.argv.slice(2)) summarize(file);
