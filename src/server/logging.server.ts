import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pino, type DestinationStream, type Logger } from 'pino';
import proxyAddr from 'proxy-addr';
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
 * Which hops of X-Forwarded-For to believe (TRUST_PROXY): every one, the nearest `n`, those from
 * the listed addresses or subnets, or none.
 */
function trustedProxies(setting: ServerConfig['trustProxy']): (address: string, hop: number) => boolean {
  if (typeof setting === 'boolean') return () => setting;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return proxyAddr.compile(setting.split(',').map((proxy) => proxy.trim()));
}

/**
 * One line per request with its id, method, path (never the query, which holds what visitors
 * typed), client address, status and duration; undefined when the level hides it. The address is
 * the socket's, or the one the proxies TRUST_PROXY names forwarded (anyone else's is ignored).
 * The site calls it once a request's answer is under way, with the time it arrived. A refusal
 * (503) gets no line and costs no work here: the refusal log counts them (refusalLog.server.ts),
 * as a line each would cost more than the refusal, and flood the logs along with the server.
 */
export function accessLog(
  logger: Logger,
  trustProxy: ServerConfig['trustProxy'],
): ((req: IncomingMessage, res: ServerResponse, startedAt: number) => void) | undefined {
  if (!logger.isLevelEnabled('info')) return undefined;
  const trusted = trustedProxies(trustProxy);
  return (req, res, startedAt) => {
    if (res.statusCode === 503) return;
    const ip = proxyAddr(req, trusted);
    res.once('close', () => {
      const status = res.statusCode;
      // Refused after waiting for a render's turn.
      if (status === 503) return;
      const line = {
        req: { id: randomUUID(), method: req.method, path: req.url?.split('?', 1)[0], ip },
        res: { status },
        responseTime: Math.round(performance.now() - startedAt),
      };
      // A 500's error was logged with its stack where it happened.
      if (status >= 500) logger.error(line, 'request completed');
      else logger.info(line, 'request completed');
    });
  };
}
