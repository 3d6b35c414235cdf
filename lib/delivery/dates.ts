/**
 * Delivery dates in India Standard Time (UTC+5:30, no daylight saving). A parcel leaves on a
 * working day before the cut-off, else on the next working day; Sundays and the shop's holidays are
 * neither dispatch days nor counted as delivery days.
 */
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A calendar day as a UTC midnight, so adding days never meets a clock change. */
type Day = number;

const isoDate = (day: Day) => new Date(day).toISOString().slice(0, 10);

function isWorkingDay(day: Day, holidays: ReadonlySet<string>): boolean {
  return new Date(day).getUTCDay() !== 0 && !holidays.has(isoDate(day));
}

function nextWorkingDay(day: Day, holidays: ReadonlySet<string>): Day {
  let next = day + DAY_MS;
  while (!isWorkingDay(next, holidays)) next += DAY_MS;
  return next;
}

/** The working day `count` working days after `from`. */
function addWorkingDays(from: Day, count: number, holidays: ReadonlySet<string>): Day {
  let day = from;
  for (let i = 0; i < count; i++) day = nextWorkingDay(day, holidays);
  return day;
}

/** Minutes since midnight of 'HH:MM'. */
function minutesOf(time: string): number {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
}

/** The day a parcel ordered at `now` leaves the seller. */
function dispatchDay(now: Date, cutoff: string, holidays: ReadonlySet<string>): Day {
  const ist = now.getTime() + IST_OFFSET_MS;
  const today = Math.floor(ist / DAY_MS) * DAY_MS;
  const minutes = Math.floor((ist - today) / 60_000);
  if (isWorkingDay(today, holidays) && minutes < minutesOf(cutoff)) return today;
  return nextWorkingDay(today, holidays);
}

/** Earliest and latest delivery dates (`YYYY-MM-DD`, IST) for an order placed at `now`. */
export function deliveryWindow(
  now: Date,
  minDays: number,
  maxDays: number,
  cutoff: string,
  holidays: readonly string[],
): { earliest: string; latest: string } {
  const off = new Set(holidays);
  const dispatch = dispatchDay(now, cutoff, off);
  return {
    earliest: isoDate(addWorkingDays(dispatch, minDays, off)),
    latest: isoDate(addWorkingDays(dispatch, Math.max(minDays, maxDays), off)),
  };
}
