/**
 * Who made a move in an order's history, as the back office reads it. A back-office move is
 * stored as actor "seller" whoever made it, so the person comes from actor_user_id: an admin is
 * named as one, a seller's member with its seller.
 */
export type HistoryPerson = { name: string; role: string; sellerName: string | null };

export function historyActorLabel(actor: string, person: HistoryPerson | null): string {
  if (actor === 'customer' || actor === 'payment' || actor === 'system') return actor;
  if (person?.role === 'ADMIN') return `${person.name} (admin)`;
  if (person?.role === 'SELLER') return `${person.name} (${person.sellerName ?? 'seller'})`;
  return actor;
}
