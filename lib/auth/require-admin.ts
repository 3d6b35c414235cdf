/** Shop-wide records (categories, content, people, audit) are the operator's: ADMIN only. */
import { AppError } from '../errors';
import { FORBIDDEN_MESSAGE } from '../messages';
import type { Actor } from './actor';

export function assertAdmin(actor: Pick<Actor, 'role'>): void {
  if (actor.role !== 'ADMIN') throw new AppError('forbidden', FORBIDDEN_MESSAGE);
}
