import { formatIstDateTime, formatIstShortDate } from '@/lib/format/ist-times';

/** Times in the shop's own zone (IST), whatever the server's zone is. */
export const formatDateTime = (at: string | Date) => formatIstDateTime(new Date(at));
export const formatDate = (at: string | Date) => formatIstShortDate(new Date(at));
