/**
 * `npm run serve -w @lcmdp/detector` — the detector's HTTP service for the CMS's checks (src/service/server.ts),
 * on DETECTOR_HOST:DETECTOR_PORT (127.0.0.1:5000 by default). SIGTERM and SIGINT stop it cleanly: the server stops
 * taking requests, the browser and the OCR workers are closed.
 */
import { loadConfig } from '../config';
import { loadCurrentClassifier } from '../understand/model-store';
import { createDetectorService } from '../service/server';
import { log, run } from './io';

run(async () => {
  const config = loadConfig();
  const classifier = loadCurrentClassifier(config.modelsDir);
  const service = createDetectorService({ config, classifier });
  const address = await service.listen();
  log(
    `detector service: listening on http://${address.address}:${address.port} (model ${classifier?.version ?? 'rules-only'}` +
      `${config.allowPrivateHosts ? ', private hosts ALLOWED' : ''})`,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`detector service: ${signal}, stopping`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    service.close().then(
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
