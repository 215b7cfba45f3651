/** Chromium features the tests and the bench turn off: the omnibox popup's background web UI. */
export declare const OMNIBOX_WEB_UI: readonly string[];
/** Chromium's flags for every browser the tests and the bench start. */
export declare const CHROMIUM_ARGS: string[];
