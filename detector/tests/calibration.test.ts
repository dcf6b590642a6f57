import { calibrate, fitPlatt, IDENTITY, reliability } from '../src/understand/calibration';
import { seededRandom } from '@lcmdp/contract';

describe('calibration', () => {
  it('fits an over-confident score back to its real rate', () => {
    // A model that says 0.95 when it is right 70 % of the time, and 0.05 when right 70 % of the time.
    const random = seededRandom(3);
    const points = Array.from({ length: 400 }, (_, i) => {
      const high = i % 2 === 0;
      const correct = random() < 0.7;
      return { score: high ? 0.95 : 0.05, truth: high ? correct : !correct };
    });
    const platt = fitPlatt(points);
    expect(calibrate(platt, 0.95)).toBeGreaterThan(0.62);
    expect(calibrate(platt, 0.95)).toBeLessThan(0.78);
    expect(calibrate(platt, 0.05)).toBeLessThan(0.38);
    expect(reliability(points.map((p) => ({ ...p, score: calibrate(platt, p.score) }))).expectedCalibrationError).toBeLessThan(
      reliability(points).expectedCalibrationError,
    );
  });

  it('stays finite on perfectly separated scores', () => {
    const points = [
      ...Array.from({ length: 20 }, () => ({ score: 0.999999, truth: true })),
      ...Array.from({ length: 20 }, () => ({ score: 0.000001, truth: false })),
    ];
    const platt = fitPlatt(points);
    expect(Number.isFinite(platt.a) && Number.isFinite(platt.b)).toBe(true);
    expect(calibrate(platt, 0.999999)).toBeGreaterThan(0.9);
  });

  it('keeps the identity when one answer is missing', () => {
    expect(fitPlatt([{ score: 0.3, truth: true }])).toEqual(IDENTITY);
    expect(calibrate(IDENTITY, 0.3)).toBeCloseTo(0.3);
  });

  it('prints a reliability table: items, mean score and share truly positive per bin', () => {
    const table = reliability([
      { score: 0.05, truth: false },
      { score: 0.08, truth: true },
      { score: 0.85, truth: true },
      { score: 1, truth: true },
    ]);
    expect(table.bins).toHaveLength(10);
    expect(table.bins[0]).toMatchObject({ items: 2, positiveRate: 0.5 });
    expect(table.bins[0].meanScore).toBeCloseTo(0.065);
    expect(table.bins[8]).toMatchObject({ items: 1, positiveRate: 1 });
    expect(table.bins[9]).toMatchObject({ items: 1, positiveRate: 1 });
    expect(table.expectedCalibrationError).toBeCloseTo((2 * 0.435 + 0.15 + 0) / 4);
  });
});
