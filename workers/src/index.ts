// What other packages may use of the workers: starting a case worker or the jobs worker in-process
// (the test harness, the bench), the report rows the bench times, and the Message-ID an e-mail carries. Their test harness is
// `@claims/workers/testing/*`.
export { loadWorkersConfig, type WorkersConfig } from './config';
export { createCaseWorker, type CaseWorkerOptions } from './temporal/create-worker';
export { startJobs, type RunningJobs } from './jobs/start-jobs';
export { createJobWorkers } from './jobs/create-job-workers';
export { messageIdOf } from './jobs/templates/message-id';
export { reportRows } from './jobs/reports/report-rows';
