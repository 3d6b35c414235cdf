/**
 * Admission control for one server process: how many requests Next is working on at once, and
 * whether one more may start. Past the limit the front door answers 503 with Retry-After at once
 * (lib/ops/busy.ts) instead of queueing work the process cannot finish in time — a queue that only
 * grows makes every request late and ends in timeouts and 500s. Per process by design: it protects
 * this instance, and the load balancer sends the retry wherever there is room.
 */
import type { ServerResponse } from 'node:http';

/** Never refused: health and readiness probes, and built assets (files, no rendering). */
const ALWAYS_ADMITTED = /^\/(?:api\/(?:health|ready)(?:$|[/?])|_next\/static\/|favicon\.ico$|robots\.txt$)/;

export function isAlwaysAdmitted(url: string | undefined): boolean {
  return ALWAYS_ADMITTED.test(url ?? '/');
}

/** `limit` requests in flight at most; 0 (or less) counts nothing and refuses nothing. */
export function createAdmission(limit: number) {
  let inFlight = 0;
  return {
    /** True and counted until the response finishes or its connection closes; false when full. */
    admit(res: ServerResponse): boolean {
      if (!(limit > 0)) return true;
      if (inFlight >= limit) return false;
      inFlight++;
      let counted = true;
      const leave = () => {
        if (!counted) return;
        counted = false;
        inFlight--;
      };
      res.once('finish', leave);
      res.once('close', leave);
      return true;
    },
  };
}

export type Admission = ReturnType<typeof createAdmission>;
