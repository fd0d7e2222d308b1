/**
 * The predictions' statistical fit (spec inst §3 "Predictions"): ordinary least squares of yearly
 * counts on the year, and the 95% prediction interval of the next year's count,
 * ŷ ± t(0.975, n−2) · s · √(1 + 1/n + (x₀ − x̄)² / Σ(x − x̄)²), with s² = Σ residuals² ÷ (n − 2).
 * Counts cannot be negative, so the interval's low end is cut at 0. Fewer than 3 points: no fit.
 */
export const TREND_METHOD = 'Ordinary least-squares linear trend on complete yearly publication counts; 95% prediction interval (Student t, n−2 degrees of freedom)';

/** Two-sided 95% Student t quantiles by degrees of freedom (1..30); 1.96 beyond. */
const T975 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];
export const tQuantile975 = (df: number) => (df >= 1 && df <= 30 ? T975[df - 1] : 1.96);

export interface TrendFit {
  slope: number;
  intercept: number;
  /** The forecast at x0 with its 95% prediction interval. */
  predict(x0: number): { value: number; low: number; high: number };
}

export function linearTrend(points: { x: number; y: number }[]): TrendFit | null {
  const n = points.length;
  if (n < 3) return null;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  if (sxx === 0) return null;
  const slope = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0) / sxx;
  const intercept = my - slope * mx;
  const sse = points.reduce((s, p) => s + (p.y - (intercept + slope * p.x)) ** 2, 0);
  const sd = Math.sqrt(sse / (n - 2));
  const t = tQuantile975(n - 2);
  return {
    slope,
    intercept,
    predict(x0) {
      const value = intercept + slope * x0;
      const half = t * sd * Math.sqrt(1 + 1 / n + (x0 - mx) ** 2 / sxx);
      return { value, low: Math.max(0, value - half), high: Math.max(0, value + half) };
    },
  };
}
