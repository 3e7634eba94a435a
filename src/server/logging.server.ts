import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import type { ServerConfig } from './config.server';

/** One JSON line per event, for the machines that collect logs. */
export function createLogger({ logLevel }: Pick<ServerConfig, 'logLevel'>, destination?: DestinationStream): Logger {
  return pino({ level: logLevel }, destination);
}

/** `npm run dev`: the same events as lines a person reads (pino-pretty, a development dependency). */
export async function createDevelopmentLogger({ logLevel }: Pick<ServerConfig, 'logLevel'>): Promise<Logger> {
  const { default: pretty } = await import('pino-pretty');
  return pino({ level: logLevel }, pretty({ ignore: 'pid,hostname', translateTime: 'HH:MM:ss', sync: true }));
}

/**
 * One line per request with its id, method, path (never the query, which holds what visitors
 * typed), client address (Express's, so TRUST_PROXY decides whose X-Forwarded-For counts), status
 * and duration. A 500's error was logged with its stack where it happened; a refusal (503) gets no
 * line: the refusal log counts them (refusalLog.server.ts), as a line each would cost more than
 * the refusal and flood the logs along with the server.
 */
export function accessLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: () => randomUUID(),
    // The request as Express has it, not pino's copy of every header first: a flood of refusals pays for each.
    wrapSerializers: false,
    serializers: {
      req: (req: Request) => ({ id: req.id, method: req.method, path: req.originalUrl.split('?', 1)[0], ip: req.ip }),
      res: ({ statusCode }: { statusCode: number }) => ({ status: statusCode }),
    },
    customLogLevel: (_req, res) => (res.statusCode === 503 ? 'silent' : res.statusCode >= 500 ? 'error' : 'info'),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request completed',
    customErrorObject: (_req, _res, _error, { res, responseTime }) => ({ res, responseTime }),
  });
}
