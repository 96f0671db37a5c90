import type Router from '@koa/router';
import type Koa from 'koa';

/** `GET /api/ports/:id` for every route of every router an app mounts (HEAD follows GET). */
export function mountedRoutes(app: Koa): string[] {
  const routes = new Set<string>();
  for (const middleware of app.middleware) {
    const router = (middleware as { router?: Router }).router;
    for (const layer of router?.stack ?? [])
      for (const method of layer.methods)
        if (method !== 'HEAD') routes.add(`${method} ${layer.path}`.replace(/(.)\/$/, '$1'));
  }
  return [...routes].sort();
}
