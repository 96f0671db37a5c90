import { TextDecoder, TextEncoder } from 'node:util';

// jsdom leaves out what react-router uses from the browser's encoding API; Node has the same.
Object.assign(globalThis, { TextEncoder, TextDecoder });
