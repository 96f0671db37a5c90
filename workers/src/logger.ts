import pino from 'pino';

/** Structured JSON logs; tokens, passwords and cookies never reach them. */
export const createLogger = (name: string, level: string) =>
  pino({
    name,
    level,
    redact: ['*.password', '*.token', '*.authorization', 'req.headers.authorization', 'req.headers.cookie'],
  });
