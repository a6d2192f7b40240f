/** Calendar arithmetic on ISO dates (YYYY-MM-DD), in UTC so the host's time zone never shifts a day. */

export const parseIso = (iso: string): Date => new Date(`${iso}T00:00:00Z`);
export const toIso = (date: Date): string => date.toISOString().slice(0, 10);
export const addDays = (iso: string, days: number): string => toIso(new Date(parseIso(iso).getTime() + days * 86_400_000));
export const daysBetween = (from: string, to: string): number => Math.round((parseIso(to).getTime() - parseIso(from).getTime()) / 86_400_000);
export const isoOf = (year: number, month: number, day: number): string => toIso(new Date(Date.UTC(year, month - 1, day)));
export const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
/** 0 Sunday … 6 Saturday. */
export const weekday = (iso: string): number => parseIso(iso).getUTCDay();
export const addMonths = (iso: string, months: number): string => {
  const d = parseIso(iso);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const day = Math.min(d.getUTCDate(), daysInMonth(target.getUTCFullYear(), target.getUTCMonth() + 1));
  return isoOf(target.getUTCFullYear(), target.getUTCMonth() + 1, day);
};
export const monthOf = (iso: string): string => iso.slice(0, 7);
