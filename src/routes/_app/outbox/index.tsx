import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { draftsGetOptions } from '../../../api/generated/@tanstack/react-query.gen';
import { networkName } from '../../../../shared/networks';

export const Route = createFileRoute('/_app/outbox/')({
  component: OutboxIndex,
});

function OutboxIndex() {
  const channels = useSuspenseQuery(draftsGetOptions()).data.data.channels;
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-2xl font-bold">
        Outbox
      </h1>
      <p className="mt-2 text-slate-600">Every channel has its own queue. Pick one to see what goes out and when.</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2">
        {channels.map((c) => (
          <li key={c.channel_id}>
            <Link
              to="/outbox/$channelId"
              params={{ channelId: c.channel_id }}
              className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-blue-300"
            >
              <img src={c.picture} alt="" width={40} height={40} className="size-10 rounded-full" />
              <span>
                <span className="block font-semibold">{c.name}</span>
                <span className="block text-sm text-slate-600">
                  {networkName(c.channel_type)} · @{c.screen_name}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
