/**
 * vlq's package.json `exports` has no `types` condition, so TypeScript cannot reach the declarations it ships
 * (types/index.d.ts) under the project's module resolution; these restate them.
 */
declare module 'vlq' {
  export function decode(string: string): number[];
  export function encode(value: number | number[]): string;
}
