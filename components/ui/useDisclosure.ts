'use client';

import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Open/closed state for a menu or panel: closes on Escape (focus back to the trigger) and on
 * a click outside the container.
 */
export function useDisclosure<C extends HTMLElement = HTMLDivElement, T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<C>(null);
  const triggerRef = useRef<T>(null);
  const close = useCallback((returnFocus = false) => {
    setOpen(false);
    if (returnFocus) triggerRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    const onPointer = (e: PointerEvent) => {
      if (!containerRef.current?.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close]);

  return { open, setOpen, toggle: () => setOpen((v) => !v), close, containerRef, triggerRef };
}
