import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  sandboxGetOptions,
  sandboxGetQueryKey,
  sandboxUpdateMutation,
} from '../../api/generated/@tanstack/react-query.gen';
import type { SandboxChannel } from '../../api/generated/types.gen';
import { Button } from '../../components/ui/button';
import { inputClass } from '../../components/ui/field';
import { useToast } from '../../components/ui/toast';

type Behaviour = SandboxChannel['behaviour'];

const choices: { value: Behaviour; label: string; hint: string }[] = [
  {
    value: 'publish',
    label: 'Publish normally',
    hint: 'Due posts go out and appear in the inbox as the channel’s own.',
  },
  { value: 'fail', label: 'Refuse posts', hint: 'Due posts fail with the reason below, as a network error would.' },
  {
    value: 'hang',
    label: 'Never answer',
    hint: 'The network hangs: the publisher gives up after its timeout and fails the post as “outcome unknown”.',
  },
];

/**
 * How the demo's sandbox network answers when this channel publishes: normally, with a refusal, or not at all.
 * For showing and trying the outbox's error paths; owners and admins only.
 */
export function SandboxSettings({ channelId }: { channelId: string }) {
  const settings = useQuery(sandboxGetOptions());
  const current = settings.data?.data.find((c) => c.channel_id === channelId);
  if (settings.isError)
    return <p role="alert">The sandbox network’s settings could not load. Reload the page to try again.</p>;
  if (!current) return null;
  return (
    <section aria-labelledby="section-sandbox" className="mt-8">
      <h2 id="section-sandbox" className="text-lg font-semibold">
        Sandbox network
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        This channel is on the simulated sandbox network. Make it refuse or hang to see how failed posts look.
      </p>
      <SandboxForm
        key={`${current.behaviour}:${current.failure_reason}:${current.latency_ms}:${current.latency_jitter_ms}:${current.practice_traffic}`}
        current={current}
      />
    </section>
  );
}

function SandboxForm({ current }: { current: SandboxChannel }) {
  const [behaviour, setBehaviour] = useState<Behaviour>(current.behaviour);
  const [reason, setReason] = useState(current.failure_reason ?? '');
  const [latency, setLatency] = useState(String(current.latency_ms));
  const [jitter, setJitter] = useState(String(current.latency_jitter_ms));
  const [practice, setPractice] = useState(current.practice_traffic === 1);
  const queryClient = useQueryClient();
  const toast = useToast();
  const save = useMutation({
    ...sandboxUpdateMutation(),
    onSuccess: (answer) =>
      toast.show(
        `Sandbox saved: this channel will ${
          { publish: 'publish normally', fail: 'refuse posts', hang: 'never answer' }[answer.data.behaviour]
        }.`,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sandboxGetQueryKey() }),
  });
  const ms = (text: string) => Math.min(Math.max(Math.round(Number(text) || 0), 0), 60_000);
  const changed =
    behaviour !== current.behaviour ||
    (behaviour === 'fail' && reason !== (current.failure_reason ?? '')) ||
    ms(latency) !== current.latency_ms ||
    ms(jitter) !== current.latency_jitter_ms ||
    practice !== (current.practice_traffic === 1);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        const body = {
          channel_id: Number(current.channel_id),
          behaviour,
          latency_ms: ms(latency),
          latency_jitter_ms: ms(jitter),
          practice_traffic: practice ? 1 : 0,
        };
        save.mutate({ body: behaviour === 'fail' && reason.trim() ? { ...body, reason: reason.trim() } : body });
      }}
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <fieldset>
        <legend className="text-sm font-semibold">When this channel publishes, the sandbox network should</legend>
        <div className="mt-2 space-y-2">
          {choices.map((choice) => (
            <div key={choice.value} className="flex gap-2 text-sm">
              <input
                type="radio"
                id={`sandbox-${choice.value}`}
                name="sandbox-behaviour"
                value={choice.value}
                checked={behaviour === choice.value}
                onChange={() => setBehaviour(choice.value)}
                aria-describedby={`sandbox-${choice.value}-hint`}
                className="mt-1"
              />
              <div>
                <label htmlFor={`sandbox-${choice.value}`} className="font-semibold">
                  {choice.label}
                </label>
                <p id={`sandbox-${choice.value}-hint`} className="text-slate-600">
                  {choice.hint}
                </p>
              </div>
            </div>
          ))}
        </div>
      </fieldset>
      {behaviour === 'fail' && (
        <div className="mt-3">
          <label htmlFor="sandbox-reason" className="text-sm font-semibold">
            The network’s reason <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            id="sandbox-reason"
            value={reason}
            maxLength={500}
            onChange={(e) => setReason(e.target.value)}
            placeholder="The network refused the post: duplicate content."
            className={inputClass}
          />
        </div>
      )}
      <fieldset className="mt-3">
        <legend className="text-sm font-semibold">How long it takes to answer, as a real network does</legend>
        <div className="mt-1 flex flex-wrap gap-3">
          <label className="text-sm">
            Milliseconds
            <input
              type="number"
              min={0}
              max={60_000}
              step={50}
              value={latency}
              onChange={(e) => setLatency(e.target.value)}
              className={`${inputClass} w-32`}
            />
          </label>
          <label className="text-sm">
            Plus, at random, up to (ms)
            <input
              type="number"
              min={0}
              max={60_000}
              step={50}
              value={jitter}
              onChange={(e) => setJitter(e.target.value)}
              className={`${inputClass} w-32`}
            />
          </label>
        </div>
      </fieldset>
      <div className="mt-3 flex gap-2 text-sm">
        <input
          type="checkbox"
          id="sandbox-practice"
          checked={practice}
          onChange={(e) => setPractice(e.target.checked)}
          aria-describedby="sandbox-practice-hint"
          className="mt-1"
        />
        <div>
          <label htmlFor="sandbox-practice" className="font-semibold">
            Bring practice traffic
          </label>
          <p id="sandbox-practice-hint" className="text-slate-600">
            Every little while, made-up people comment on, mention or message this channel, as its network would, so the
            inbox has something to practise on.
          </p>
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="secondary" disabled={!changed || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save sandbox setting'}
        </Button>
        <p className="text-sm text-slate-600">
          {current.publications === 1
            ? 'One publication on this channel so far.'
            : `${current.publications} publications on this channel so far.`}
        </p>
      </div>
    </form>
  );
}
