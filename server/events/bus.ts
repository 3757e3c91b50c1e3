import { EventEmitter } from 'node:events';

/** What the dashboard hears about its workspace: new or changed inbox items, and outbox changes. */
export type WorkspaceEvent =
  { type: 'inbox'; itemIds: number[]; reason: 'new' | 'changed' } | { type: 'outbox'; channelIds: number[] };

export interface EventBus {
  publish(workspaceId: number, event: WorkspaceEvent): void;
  subscribe(workspaceId: number, listener: (event: WorkspaceEvent) => void): () => void;
}

/** In-process delivery: every open event stream of a workspace on this instance hears every change made here. */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: (workspaceId, event) => emitter.emit(String(workspaceId), event),
    subscribe(workspaceId, listener) {
      emitter.on(String(workspaceId), listener);
      return () => emitter.off(String(workspaceId), listener);
    },
  };
}
