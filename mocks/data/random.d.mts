/** A seeded random stream with helpers (random.mjs). */
export declare class Rng {
  constructor(name: string, base?: string);
  float(): number;
  int(min: number, max: number): number;
  bool(probability?: number): boolean;
  pick<T>(list: readonly T[]): T;
  hex(length: number): string;
  digits(length: number): string;
  alnum(length: number): string;
  /** A ULID whose time part is `time` (ms). */
  ulid(time: number): string;
  uuid(): string;
  /** A 15-digit IMEI with a valid check digit. */
  imei(prefix?: string): string;
}
export declare const stream: (name: string) => Rng;
