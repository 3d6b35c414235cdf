/**
 * The shop's refund policy: a delivered part can be returned for the settings' return window
 * (lib/settings: RETURN_WINDOW_HOURS, 24 unless the admin saved another), passed in by the caller.
 */
export function returnDeadline(deliveredAt: Date | null, windowHours: number): Date | null {
  return deliveredAt ? new Date(deliveredAt.getTime() + windowHours * 3_600_000) : null;
}

export function insideReturnWindow(deliveredAt: Date | null, windowHours: number, now = new Date()): boolean {
  const deadline = returnDeadline(deliveredAt, windowHours);
  return !!deadline && now.getTime() <= deadline.getTime();
}
