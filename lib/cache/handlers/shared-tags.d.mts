/** Types for shared-tags.mjs, which stays plain JavaScript because Next's handler loader runs it unbundled. */
import type { Sql } from 'postgres';

export type SharedStore = { sql: Sql; ready: Promise<void> };

export function sharedCacheUrl(): string | null;
export function sharedStore(): SharedStore | null;
export function startSharedStore(): SharedStore | null;
export function tagChanges(): number;
export function tagsChangedSince(tags: readonly string[], changes: number): boolean;
export function noteTagsOfThisRequest(watch?: boolean): () => string[] | null;
export function noteTagsRead(tags: readonly string[]): void;
export function applyNotified(payload: string): void;
export function expireTags(tags: string[], durations?: { expire?: number }): Promise<void>;
export function tagsExpiredSince(tags: string[], timestamp: number): boolean;
export function stopSharedStore(): Promise<void>;
