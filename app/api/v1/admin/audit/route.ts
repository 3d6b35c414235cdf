import { z } from 'zod';
import { listAudit } from '@/lib/audit/audit';
import { reply, route } from '@/lib/http/route';
import { pagingQuery, searchText } from '@/lib/validation/paging';

const auditQuery = pagingQuery.extend({ entity: searchText, entityId: searchText });

export const GET = route({ access: 'admin', query: auditQuery }, async ({ query }) => reply(await listAudit(query)));

export type AuditQuery = z.output<typeof auditQuery>;
