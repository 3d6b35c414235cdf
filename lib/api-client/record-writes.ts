import type { z } from 'zod';
import { apiFetch } from './fetch';

/** A back-office record's create (POST `path`) and update (PATCH `path/<id>`); each answers the record it wrote. */
export function recordWrites<Create extends z.ZodType, Update extends z.ZodType, Dto>(path: string) {
  return {
    create: (input: z.input<Create>) => apiFetch<Dto>(path, { method: 'POST', json: input }),
    update: (id: number, input: z.input<Update>) => apiFetch<Dto>(`${path}/${id}`, { method: 'PATCH', json: input }),
  };
}
