/** See route-modules.mjs. */
export declare const FIRST_ROUTE_PAGE_MODULES: readonly string[];
export declare const FIRST_ROUTE_MODULES: readonly string[];
export declare const EVERY_PAGE_MODULES: readonly string[];
export declare const SIGN_IN_MODULES: readonly string[];
export declare const SIGNED_IN_SHELL_MODULES: readonly string[];
export declare const OFF_LIST_PAGE_MODULES: readonly string[];
export declare const DASHBOARD_MODULE: string;
export declare const DETAIL_MODULE: string;
export declare const DETAIL_TAB_MODULES: readonly string[];
