'use client';

import { useState, type ReactNode } from 'react';

type Press = { busy: boolean; press: () => void };

/**
 * A request made once from a button (confirm a COD order, ask for a restock mail): busy while it runs,
 * then `done` as a status line in its place; when it fails, the button again with the reason under it
 * (`problemOf`: null for none).
 */
export function OneTimeAction({
  action,
  problemOf,
  done,
  children,
}: {
  action: () => Promise<unknown>;
  problemOf: (error: unknown) => string | null | Promise<string | null>;
  done: string;
  children: (press: Press) => ReactNode;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [problem, setProblem] = useState<string | null>(null);

  async function run() {
    setState('busy');
    setProblem(null);
    try {
      await action();
      setState('done');
    } catch (error) {
      setState('idle');
      setProblem(await problemOf(error));
    }
  }

  if (state === 'done') {
    return (
      <p role="status" className="rounded-2xl bg-leaf-50 p-4 text-sm font-medium text-leaf-800">
        {done}
      </p>
    );
  }
  return (
    <div className="space-y-2">
      {children({ busy: state === 'busy', press: () => void run() })}
      {problem && (
        <p role="alert" className="text-sm text-spice-600">
          {problem}
        </p>
      )}
    </div>
  );
}
