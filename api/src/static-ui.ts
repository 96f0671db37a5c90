import mount from 'koa-mount';
import serve from 'koa-static';
import { send } from '@koa/send';
import Koa from 'koa';
import fs from 'node:fs';

/**
 * Serves a single-page UI from its build folder under a path prefix. Unknown paths get the
 * UI's index.html so its own router decides (the portal sends them to login); unknown build
 * assets are 404.
 */
export function serveUi(prefix: string, root: string): Koa.Middleware {
  const ui = new Koa();
  ui.use(serve(root, { index: 'index.html', maxage: 0 }));
  ui.use(async (ctx) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    // A script or style that is not there (one of an earlier build, asked for by a page opened
    // before a deploy) is a 404, never the index: a page as a script crashes the screen, while a
    // failed import lets the UI reload itself into the new build.
    if (ctx.path.startsWith('/assets/')) return;
    if (!fs.existsSync(`${root}/index.html`)) return;
    ctx.set('Cache-Control', 'no-cache');
    await send(ctx, 'index.html', { root });
  });
  return mount(prefix, ui);
}
