'use client';

import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useFormState } from '@/components/ui/form/useFormState';
import { useAdminWrite } from '../useAdminWrite';

type Fields = Record<string, string | boolean> & { displayOrder: string };
type KindApi<I> = { create: (input: I) => Promise<unknown>; update: (id: number, input: I) => Promise<unknown> };

/** A text field's starting value from a saved item's nullable column. */
export const textOf = (v: string | null | undefined) => v ?? '';

/**
 * The fields and submit of a form for an item shown in order (a banner, a team member): it creates
 * one, or updates item `id` when given. The order goes out as a number once it is a whole one, so
 * the schema's own message shows for anything else; `extra` adjusts the rest of the payload.
 */
export function useOrderedItemForm<S extends Fields, I>({
  id,
  api,
  schemas,
  initial,
  extra,
  messages,
  onDone,
}: {
  id: number | undefined;
  api: KindApi<I>;
  schemas: { create: z.ZodType; update: z.ZodType };
  initial: S;
  extra?: (state: S) => Partial<Record<keyof S, unknown>>;
  messages: { created: string; saved: string };
  onDone?: () => void;
}) {
  const editing = id !== undefined;
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: I) =>
    editing ? api.update(id, input) : api.create(input),
  );
  const form = useFormState(initial, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { state } = form;
    const order = Number(state.displayOrder);
    const payload = { ...state, displayOrder: Number.isInteger(order) ? order : state.displayOrder, ...extra?.(state) };
    const schema = editing ? schemas.update : schemas.create;
    const saved = await sendChecked(schema, payload as I, editing ? messages.saved : messages.created);
    if (saved) onDone?.();
  }
  return { ...form, submit, failure, busy };
}
