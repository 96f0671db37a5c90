import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript a browser must fetch before the first screen: the entry script of index.html
 * and every module it preloads. Lazy chunks are not counted; they load on the routes that use them.
 */
export function initialJavaScript(distDir: string) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  const files = [...new Set(refs)].map((ref) => path.join(distDir, ref.replace(/^(\.\/|\/admin\/|\/)/, '')));
  const gzipBytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length,
    0,
  );
  return { files, gzipBytes };
}
