/** pg-boss's job states, in its order; a module of its own so screens can list them without the queue. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];
