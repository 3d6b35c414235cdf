/**
 * Where a promotion stands for the back office. One answer per promotion, in this order: an end
 * date that has passed wins (nothing revives it), then a spent total limit, then the seller's pause,
 * then a start still ahead.
 */
export const PROMOTION_STATUSES = ['SCHEDULED', 'RUNNING', 'PAUSED', 'ENDED', 'USED_UP'] as const;
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number];

export const PROMOTION_STATUS_LABEL: Record<PromotionStatus, string> = {
  SCHEDULED: 'Scheduled',
  RUNNING: 'Running',
  PAUSED: 'Paused',
  ENDED: 'Ended',
  USED_UP: 'Used up',
};

type Timed = {
  active: boolean;
  startsAt: Date | string;
  endsAt: Date | string | null;
  redemptions: number;
  totalLimit: number | null;
};

export function promotionStatus(p: Timed, now: Date = new Date()): PromotionStatus {
  const at = now.getTime();
  if (p.endsAt !== null && new Date(p.endsAt).getTime() <= at) return 'ENDED';
  if (p.totalLimit !== null && p.redemptions >= p.totalLimit) return 'USED_UP';
  if (!p.active) return 'PAUSED';
  return new Date(p.startsAt).getTime() > at ? 'SCHEDULED' : 'RUNNING';
}
