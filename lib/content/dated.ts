/** A database row as the API sends it: every date an ISO string (JSON has no dates). */
export type Dated<R> = { [F in keyof R]: R[F] extends Date ? string : R[F] extends Date | null ? string | null : R[F] };
