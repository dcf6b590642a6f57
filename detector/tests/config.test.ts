import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { loadConfig } from '../src/config';

const DETECTOR = path.resolve(__dirname, '..');
const REAL_TOKEN = 'a'.repeat(8) + 'Qz81-kP0x_7yT2mB';

describe('configuration: no example secret in production', () => {
  it('refuses an example DETECTOR_API_TOKEN in production, naming it, with or without the watcher', () => {
    for (const DETECTOR_WATCH of ['true', 'false']) {
      expect(() => loadConfig({ NODE_ENV: 'production', DETECTOR_WATCH, DETECTOR_API_TOKEN: 'change-me' })).toThrow(
        /DETECTOR_API_TOKEN: Still an example value/,
      );
    }
  });

  it('refuses a production watcher without a token', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DETECTOR_WATCH: 'true' })).toThrow(/DETECTOR_API_TOKEN is required/);
  });

  it('starts in production with a real token, and a checks-only worker without one', () => {
    expect(loadConfig({ NODE_ENV: 'production', DETECTOR_WATCH: 'true', DETECTOR_API_TOKEN: REAL_TOKEN }).watch.token).toBe(
      REAL_TOKEN,
    );
    expect(loadConfig({ NODE_ENV: 'production', DETECTOR_WATCH: 'false' }).watch.enabled).toBe(false);
  });

  it('accepts the example token outside production (npm start, tests)', () => {
    expect(loadConfig({ DETECTOR_API_TOKEN: 'change-me' }).watch.token).toBe('change-me');
  });

  it('the real `serve` command stops at start-up with the variable named, before listening', () => {
    const result = spawnSync(process.execPath, [path.join(DETECTOR, 'dist/cli/serve.js')], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DETECTOR_PORT: '0', DETECTOR_API_TOKEN: 'tobemodified' },
      timeout: 30_000,
    });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/DETECTOR_API_TOKEN: Still an example value/);
    expect(result.stderr).not.toMatch(/listening/);
  });
});
