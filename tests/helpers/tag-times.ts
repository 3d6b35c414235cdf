/**
 * When a cache tag was last expired (0: never), read from the table of tag times both of Next's caches consult
 * (the full-route cache and 'use cache'): a write that revalidates a page leaves its time here.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external') as {
  tagsManifest: Map<string, { expired?: number; stale?: number }>;
};

export const expiredAt = (tag: string) => tagsManifest.get(tag)?.expired ?? 0;
