export * from './state-machine';
export * from './transitions';
export * from './deadlines';
export * from './payloads';
export * from './notifications';
export * from './notice';
export * from './letter';
export * from './action-inputs';
