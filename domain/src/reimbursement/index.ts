export * from './state-machine';
export * from './transitions';
export * from './deadlines';
export * from './payloads';
