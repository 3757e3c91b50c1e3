import type { Config } from '../config.ts';

/** A picture's bytes and type, as a network's upload takes them. */
export interface FetchedMedia {
  bytes: Uint8Array;
  contentType: string;
}

/** One of this service's own pictures: its bytes, and where its JPEG rendition is read when it is not a JPEG. */
export interface OwnMedia extends FetchedMedia {
  jpegAddress?: string;
}

/** A channel's stored sign-in, held so that no other call, on any instance, renews it meanwhile. */
export interface HeldCredentials {
  /** The credentials stored now, sealed; null when the channel has none. */
  sealed: string | null;
  /** Stores renewed credentials (sealed), and when the sign-in ends beyond renewal, before the hold is let go. */
  store(sealed: string, signInEndsAt: Date | null): Promise<void>;
}

/** What the services side keeps of an inbox item that a network action may answer (Instagram asks). */
export interface KnownItem {
  postType: 'post' | 'comment' | 'reply' | 'mention' | 'message';
  permalink: string;
}

/**
 * What a connector is made with: the service's clock and settings, and the few things of the service it needs,
 * as callbacks. Connectors never read the database themselves (decision 025); the services side builds this
 * (server/services/channels/connector-context.ts).
 */
export interface ConnectorContext {
  /** The networks' apps (`<APP>_CLIENT_ID`…) and FETCH_PRIVATE_ADDRESSES. */
  config: Config;
  /** The service's clock (a test's, in tests). */
  now(): Date;
  /** Seals and opens the credentials a channel keeps. */
  secrets: { seal(plain: string): string; open(sealed: string): string };
  /** The service's public origin (PUBLIC_ORIGIN), against which a relative picture address is made absolute. */
  publicOrigin: string;
  /**
   * A picture uploaded to this service, read from its storage rather than fetched: undefined when the address is not
   * one of ours, 'gone' when it is but the picture was deleted since. With `fitBytes`, a larger picture is given as
   * a JPEG made to fit, when one can be (decision 061).
   */
  ownMedia(address: string, options?: { fitBytes?: number }): Promise<OwnMedia | 'gone' | undefined>;
  /** Keeps a channel's credentials (sealed) after the network renewed its session by itself (Bluesky). */
  saveCredentials(channelId: number, sealed: string): Promise<void>;
  /**
   * Runs `work` with the channel's stored credentials held (its row locked), so that where refresh tokens rotate
   * one call renews them and the others read what it stored.
   */
  holdCredentials<T>(channelId: number, work: (held: HeldCredentials) => Promise<T>): Promise<T>;
  /** The channel's inbox item for a network id, if the service has it. */
  knownItem(channelId: number, networkId: string): Promise<KnownItem | undefined>;
}
