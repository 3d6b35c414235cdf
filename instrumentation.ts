/** Runs once when the server starts, before it serves a request (lib/startup.ts). */
export async function register() {
  // NEXT_RUNTIME is inlined per build, so the Edge bundle drops this branch and its Node-only imports.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    await (await import('./lib/startup')).startServer();
  }
}

/** Next reports every error of a request here: a page that found the database unavailable is answered 503 (lib/ops/busy.ts). */
export async function onRequestError(error: unknown) {
  if (process.env.NEXT_RUNTIME === 'nodejs') (await import('./lib/ops/busy')).noteRequestError(error);
}
