'use client';

import { useId, useRef, useState, type ReactNode } from 'react';

/**
 * Accessible tabs (WAI-ARIA pattern: arrows, Home/End move between tabs). With `lazy`, a panel
 * is mounted when first chosen and then kept: the others cost no DOM or hydration work (nor,
 * for the home tabs, a fetch) until chosen, and nothing is loaded twice.
 */
export function Tabs({
  labels,
  children,
  label,
  lazy = false,
}: {
  labels: string[];
  children: ReactNode[];
  label: string;
  lazy?: boolean;
}) {
  const [active, setActiveTab] = useState(0);
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  const setActive = (n: number) => {
    setActiveTab(n);
    setOpened((s) => (s.has(n) ? s : new Set(s).add(n)));
  };
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const focus = (i: number) => {
    const n = (i + labels.length) % labels.length;
    setActive(n);
    tabs.current[n]?.focus();
  };
  const onKeyDown = (e: React.KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowLeft: active - 1,
      Home: 0,
      End: labels.length - 1,
    };
    if (e.key in moves) {
      e.preventDefault();
      focus(moves[e.key]);
    }
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="scrollbar-none -mx-1 mb-6 flex gap-2 overflow-x-auto px-1 py-1"
      >
        {labels.map((text, i) => (
          <button
            key={text}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${i}`}
            aria-selected={i === active}
            aria-controls={`${id}-panel-${i}`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            className="tab-pill"
          >
            {text}
          </button>
        ))}
      </div>
      {children.map((panel, i) => (
        <div
          key={labels[i]}
          role="tabpanel"
          id={`${id}-panel-${i}`}
          aria-labelledby={`${id}-tab-${i}`}
          hidden={i !== active}
        >
          {!lazy || opened.has(i) ? panel : null}
        </div>
      ))}
    </div>
  );
}
