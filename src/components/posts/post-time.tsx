import { useClock } from '../../api/use-workspace';
import { formatWorkspaceTime } from '../../lib/time';

interface PostTimeProps {
  /** The instant, as the interface writes UTC times (`utc_post_time`: `YYYY-MM-DD HH:mm:ss`). */
  utc: string;
  /** The same time in the workspace zone, as the interface writes it (`display_time`). */
  shown: string;
  zone: string;
  className?: string;
}

/** A post's time for people, on the workspace's clock, with the instant in UTC for machines. */
export function PostTime({ utc, shown, zone, className }: PostTimeProps) {
  const clock = useClock();
  return (
    <time dateTime={`${utc.replace(' ', 'T')}Z`} className={className}>
      {formatWorkspaceTime(shown, zone, clock)}
    </time>
  );
}
