/** Deep copy without helper keys (leading `_`) and without undefined values. */
export declare function clean<T>(value: T): T;
