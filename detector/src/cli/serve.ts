/**
 * `npm run serve -w @lcmdp/detector` — the detector's HTTP service for the CMS's checks (src/service/server.ts),
 * on DETECTOR_HOST:DETECTOR_PORT (127.0.0.1:5000 by default), and, with DETECTOR_WATCH=true, the 24/7 watcher
 * over the CMS's monitored sources (src/watch/watcher.ts) sharing the service's browser and OCR workers.
 * SIGTERM and SIGINT stop it cleanly: no new visits, the post in flight ends (its finding stays in the outbox if
 * it did not arrive), the server stops taking requests, the browser and the OCR workers are closed.
 */
import { loadConfig } from '../config';
import { loadCurrentClassifier } from '../judge/model-store';
import { createDetectorService } from '../service/server';
import { EvidenceStore } from '../watch/evidence-store';
import { Watcher } from '../watch/watcher';
import { log, run } from './io';

run(async () => {
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  let watcher: Watcher | undefined;
  const service = createDetectorService({
    config,
    classifier,
    evidence: new EvidenceStore(config.watch.evidenceDir),
    watchStatus: () => watcher?.status() ?? { enabled: false },
  });
  const address = await service.listen();
  log(
    `detector service: listening on http://${address.address}:${address.port} (model ${classifier?.version ?? 'rules-only'}` +
      `${config.allowPrivateHosts ? ', private hosts ALLOWED' : ''})`,
  );
  if (config.watch.enabled) {
    watcher = new Watcher({
      config,
      capturer: service.capturer,
      recognise: (image) => service.recognise(image),
      classifier,
      metrics: service.metrics,
      log,
    });
    await watcher.start();
    log(`detector watcher: reading sources from ${config.watch.cmsUrl} (instance ${config.watch.instance})`);
  }
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`detector service: ${signal}, stopping`);
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    (watcher?.stop() ?? Promise.resolve())
      .then(() => service.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          log(`detector service: could not stop cleanly: ${String(error)}`);
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
});
