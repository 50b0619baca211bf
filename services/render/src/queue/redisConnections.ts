import { Redis } from 'ioredis';

/**
 * The producer's connection fails fast: no offline queue and one retry per command, so a request made while
 * Redis is down is refused at once instead of hanging.
 */
export function producerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}

/** Workers and event listeners block on Redis and must wait through outages: BullMQ needs null retries. */
export function blockingConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: null });
}
