/** Trip dates as a shopper reads them, always in UTC so a date never shifts by the browser's zone. */

const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** "Sun 3 May" */
export const formatTripDay = (iso: string): string => day.format(utc(iso));

/** "Sun 3 May – Thu 7 May 2026", or one date for a one-day trip. */
export const formatTripDates = (start: string, end: string): string => {
  const last = `${formatTripDay(end)} ${end.slice(0, 4)}`;
  return start === end ? last : `${formatTripDay(start)} – ${last}`;
};
