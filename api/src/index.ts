// What other packages may use of the api: building and serving the app (the bench, the test
// harness), and the filing reconciler (`npm run reconcile`). Its test harness is
// `@claims/api/testing/*`; the rest stays inside.
export { createApp } from './app';
export { loadApiConfig, type ApiConfig } from './config';
export { createDeps, type ApiDeps } from './deps';
export { tuneHttpServer } from './http-timeouts';
export {
  completeFilings,
  reportDrift,
  startReconciler,
  type Drift,
  type ReconcileResult,
  type ReconcilerDeps,
} from './filing/reconciler';
