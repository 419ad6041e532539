/**
 * Whether the assistance line answers now, and if not when it next does, from its hours in
 * content/company.json (hours.assistance). Only what the content holds: no holidays, no other line.
 * The clock is Catania's (Europe/Rome), whatever the visitor's own zone.
 */
export interface WeeklyHours {
  dayOfWeek: readonly string[];
  opens: string;
  closes: string;
}

export type LineState = { open: true; closes: string } | { open: false; day: string; opens: string } | null;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const ITALIAN_DAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/** The weekday (0 = Sunday) and the HH:MM of `now` in the given zone. */
function localTime(now: Date, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { weekday: DAYS.indexOf(part('weekday')), time: `${part('hour')}:${part('minute')}` };
}

/** null when the content gives no working day: then the page gives the hours and nothing more. */
export function assistanceLineState(hours: WeeklyHours, now: Date, timeZone = 'Europe/Rome'): LineState {
  const working = new Set(hours.dayOfWeek.map((name) => DAYS.indexOf(name)).filter((index) => index >= 0));
  if (working.size === 0) return null;
  const { weekday, time } = localTime(now, timeZone);
  if (working.has(weekday) && time >= hours.opens && time < hours.closes) return { open: true, closes: hours.closes };
  // Later today, or the next working day: 'oggi', 'domani', or the day's name.
  for (let ahead = 0; ahead <= 7; ahead += 1) {
    const candidate = (weekday + ahead) % 7;
    if (!working.has(candidate) || (ahead === 0 && time >= hours.opens)) continue;
    const day = ahead === 0 ? 'oggi' : ahead === 1 ? 'domani' : ITALIAN_DAYS[candidate];
    return { open: false, day: day ?? '', opens: hours.opens };
  }
  return null;
}

export function lineStateText(state: Exclude<LineState, null>): string {
  return state.open
    ? `La linea è aperta adesso, fino alle ${state.closes}.`
    : `Adesso la linea è chiusa: risponde di nuovo ${state.day} alle ${state.opens}.`;
}
