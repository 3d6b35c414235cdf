/** The shop's refund policy: a delivered part can be returned for this long (24 hours unless RETURN_WINDOW_HOURS says otherwise). */
import { settings } from '../config';

export function returnWindowMs(): number {
  return settings.returnWindowHours() * 3_600_000;
}

export function returnDeadline(deliveredAt: Date | null): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + returnWindowMs()) : null;
}

export function insideReturnWindow(deliveredAt: Date | null, now = new Date()): boolean {
  const deadline = returnDeadline(deliveredAt);
  return !!deadline && now.getTime() <= deadline.getTime();
}
