/**
 * Whose records a back-office caller may see. An ADMIN sees every seller; a SELLER-role member
 * sees only the seller it belongs to. Services take this scope and filter by it where they read
 * and write, so a record outside it is simply not found (404), never "forbidden" (which would
 * confirm it exists).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors';
import { FORBIDDEN_MESSAGE } from '../messages';
import type { SessionUser } from './session';

export type StaffScope = { kind: 'admin' } | { kind: 'seller'; sellerId: number };

export function staffScopeOf(user: Pick<SessionUser, 'role' | 'sellerId'>): StaffScope {
  if (user.role === 'ADMIN') return { kind: 'admin' };
  if (user.role === 'SELLER' && user.sellerId !== null) return { kind: 'seller', sellerId: user.sellerId };
  throw new AppError('forbidden', FORBIDDEN_MESSAGE);
}

/** True when a record of `sellerId` is inside the scope. */
export function inScope(scope: StaffScope, sellerId: number): boolean {
  return scope.kind === 'admin' || scope.sellerId === sellerId;
}

/** The seller id a query must be limited to, or null for "every seller" (admins). */
export function scopedSellerId(scope: StaffScope): number | null {
  return scope.kind === 'admin' ? null : scope.sellerId;
}

/** The condition keeping a query on a table with a seller column inside the scope (none for admins). */
export function sellerWhere(scope: StaffScope, sellerColumn: PgColumn): SQL | undefined {
  const sellerId = scopedSellerId(scope);
  return sellerId === null ? undefined : eq(sellerColumn, sellerId);
}
