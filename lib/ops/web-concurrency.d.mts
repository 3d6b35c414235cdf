/** Types for web-concurrency.mjs, which stays plain JavaScript because the launcher runs it before any build. */
export function parseWebConcurrency(value: string | undefined, cpus: number): number;
export function planProcesses(
  env: Record<string, string | undefined>,
  cpus: number,
): { processes: number; warning: string | null };
