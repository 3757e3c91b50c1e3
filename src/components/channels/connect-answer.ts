import type { ChannelsConnectResponse } from '../../api/generated/types.gen';

/** channels/connect's answer: the channel made (or reconnected) there and then, or a network's sign-in to go to. */
export type ConnectAnswer = ChannelsConnectResponse['data'];
export type Connected = Extract<ConnectAnswer, { channel_id: string }>;

/** A connection made on the spot (Bluesky, sandbox), rather than a sign-in at the network still to do. */
export const isConnected = (answer: ConnectAnswer): answer is Connected => 'channel_id' in answer;
