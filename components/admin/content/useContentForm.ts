'use client';

import type { FormEvent } from 'react';
import type { z } from 'zod';
import { useFormState } from '@/components/ui/form/useFormState';
import { useAdminWrite } from '../useAdminWrite';

type Fields = Record<string, string | boolean>;
type KindApi<I, R> = { create: (input: I) => Promise<R>; update: (id: number, input: I) => Promise<R> };

/** A text field's starting value from a saved item's nullable column. */
export const textOf = (v: string | null | undefined) => v ?? '';

/**
 * The payload of an item shown in order: the order goes out as a number once it is a whole one,
 * so the schema's own message shows for anything else.
 */
export function withOrderNumber<S extends { displayOrder: string }>(state: S) {
  const order = Number(state.displayOrder);
  return { ...state, displayOrder: Number.isInteger(order) ? order : state.displayOrder };
}

/**
 * The fields and submit of a content form (post, page, banner, team member): it creates an item,
 * or updates item `id` when given; `payload` turns the fields into what is sent, and `onSaved`
 * hears of each item saved and whether it was new.
 */
export function useContentForm<S extends Fields, I, R>({
  id,
  api,
  schemas,
  initial,
  payload,
  messages,
  onSaved,
}: {
  id: number | undefined;
  api: KindApi<I, R>;
  schemas: { create: z.ZodType; update: z.ZodType };
  initial: S;
  payload: (state: S) => object;
  messages: { created: string; saved: string };
  onSaved?: (saved: R, created: boolean) => void;
}) {
  const editing = id !== undefined;
  const { sendChecked, errors, failure, busy } = useAdminWrite((input: I) =>
    editing ? api.update(id, input) : api.create(input),
  );
  const form = useFormState(initial, errors);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const schema = editing ? schemas.update : schemas.create;
    const saved = await sendChecked(schema, payload(form.state) as I, editing ? messages.saved : messages.created);
    if (saved) onSaved?.(saved, !editing);
  }
  return { ...form, submit, failure, busy, errors };
}
