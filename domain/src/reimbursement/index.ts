export * from './state-machine';
export * from './transitions';
export * from './deadlines';
export * from './payloads';
export * from './submission';
export * from './clocks';
export * from './notifications';
