/** 2026-11-01T09:00:00Z: "now" for every generated record. */
export declare const BASE: number;
export declare const SECOND: number;
export declare const MINUTE: number;
export declare const HOUR: number;
export declare const DAY: number;
/** ISO 8601 UTC with Z, without milliseconds unless asked. */
export declare function iso(ms: number, options?: { millis?: boolean }): string;
/** YYYY-MM-DD of a UTC time. */
export declare function day(ms: number): string;
