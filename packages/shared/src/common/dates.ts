const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written yyyy-MM-dd. */
export function isCalendarDate(value: string): boolean {
  if (value.length !== 10 || !DATE_PATTERN.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Whole years between a yyyy-MM-dd birthday and `today`; null when unknown. */
export function ageFromBirthday(birthday: string | null | undefined, today: Date = new Date()): number | null {
  if (!birthday || !isCalendarDate(birthday)) return null;
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  let age = today.getFullYear() - y;
  if (today.getMonth() + 1 < m || (today.getMonth() + 1 === m && today.getDate() < d)) age -= 1;
  return age >= 0 ? age : null;
}
