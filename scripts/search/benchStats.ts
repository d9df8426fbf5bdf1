/** Small numbers helpers for the benchmark's report. */
import {gzipSync} from 'node:zlib';

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export const median = (values: number[]): number => percentile(values, 0.5);

export function kilobytes(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function milliseconds(value: number): string {
  return `${value.toFixed(value < 10 ? 2 : 0)} ms`;
}

export function sizes(content: Buffer | string): {raw: number; gzip: number} {
  return {raw: Buffer.byteLength(content), gzip: gzipSync(content, {level: 9}).length};
}
