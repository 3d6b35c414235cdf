/** `<input type="datetime-local">` speaks the browser's local time without a zone; the API speaks ISO. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

export type PostStatus = 'draft' | 'scheduled' | 'published';

/** Draft without a date; scheduled until the date passes; then published (public). */
export function postStatus(publishedAt: string | null, now = new Date()): PostStatus {
  if (!publishedAt) return 'draft';
  return new Date(publishedAt).getTime() > now.getTime() ? 'scheduled' : 'published';
}
