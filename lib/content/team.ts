import { asc } from 'drizzle-orm';
import { getDb, type DbOrTx } from '../db/client';
import * as t from '../db/schema';

export type TeamMemberDto = Omit<typeof t.teamMembers.$inferSelect, 'displayOrder'>;

export async function listTeam(db: DbOrTx = getDb()): Promise<TeamMemberDto[]> {
  const rows = await db.select().from(t.teamMembers).orderBy(asc(t.teamMembers.displayOrder), asc(t.teamMembers.id));
  return rows.map(({ displayOrder: _order, ...member }) => member);
}
