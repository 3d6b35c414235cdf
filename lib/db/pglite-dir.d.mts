/** Types for pglite-dir.mjs, which stays plain JavaScript because Next's cache handlers load it unbundled. */
export function pgliteDir(): string;
export function pageCacheDir(): string | null;
