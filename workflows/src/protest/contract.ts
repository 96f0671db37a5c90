// What the api and the worker share with the protest letter workflow (never its code).
export * from './messages';
export type { ProtestActivities, ProtestTransitionRecord } from './activities';
export type { ProtestWorkflowInput, protestLetterWorkflow } from './workflow';
export const protestWorkflowId = (letterId: string) => `protest-${letterId}`;
