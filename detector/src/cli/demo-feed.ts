/**
 * `npm run demo-feed -w @lcmdp/detector` — the local demo site of fictional brands (src/demo-feed/server.ts) on
 * DEMO_FEED_HOST:DEMO_FEED_PORT (127.0.0.1:5100 by default), for the watcher to find detections in during a demo.
 * The watcher may open it although it is a private address when DETECTOR_ALLOW_HOSTS names it (127.0.0.1:5100).
 * Logs go to stderr; SIGTERM and SIGINT stop it.
 */
import { startDemoFeed } from '../demo-feed/server';
import { log, run } from './io';

run(async () => {
  const port = Number(process.env.DEMO_FEED_PORT ?? 5100);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`DEMO_FEED_PORT must be a port number (0-65535), not ${process.env.DEMO_FEED_PORT}`);
  }
  const host = process.env.DEMO_FEED_HOST?.trim() || '127.0.0.1';
  const feed = await startDemoFeed({ host, port });
  log(`demo feed: listening on ${feed.url}`);
  for (const path of ['/mekong-nutrition/feed.xml', '/buathong/atom.xml', '/daonoy/', '/baby-market/', '/health-centre/']) {
    log(`  ${feed.url}${path}`);
  }
  const stop = (signal: string) => {
    log(`demo feed: ${signal}, stopping`);
    feed.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
});
