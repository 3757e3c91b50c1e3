import type { PostingSchedule } from '../../../api/generated/types.gen';
import { weekdays } from '../../../lib/schedule';

const short: Record<string, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Days next to each other with the same times, as people say them: "Mon–Fri", "Sat, Sun", "Wed". */
function dayRange(days: string[]): string {
  const order = weekdays.map(([day]) => day as string);
  const runs: string[][] = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && order.indexOf(day) === order.indexOf(run.at(-1)!) + 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2 ? `${short[run[0]!]}–${short[run.at(-1)!]}` : run.map((day) => short[day]).join(', '),
    )
    .join(', ');
}

/**
 * A posting schedule in a line or two: days with the same times together ("Every day: 09:00, 13:00, 17:00";
 * "Mon–Fri: 09:00, 17:00 · Sat, Sun: no posts"). `time` writes a slot as the workspace's clock shows times.
 */
export function scheduleSummary(schedule: PostingSchedule, time: (slot: string) => string = (slot) => slot): string[] {
  const groups = new Map<string, string[]>();
  for (const [day] of weekdays) {
    const key = schedule[day].join(' ');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  if (groups.size === 1) {
    const [slots] = groups.keys();
    return [slots ? `Every day: ${slots!.split(' ').map(time).join(', ')}` : 'No posting times'];
  }
  return [...groups].map(
    ([slots, days]) => `${dayRange(days)}: ${slots ? slots.split(' ').map(time).join(', ') : 'no posts'}`,
  );
}
