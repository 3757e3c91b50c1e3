import {
  channelsGetScheduleOptions,
  channelsGetScheduleQueryKey,
} from '../../../api/generated/@tanstack/react-query.gen';

export const scheduleOptions = (channelId: string) =>
  channelsGetScheduleOptions({ query: { channel_id: Number(channelId) } });
export const scheduleKey = (channelId: string) =>
  channelsGetScheduleQueryKey({ query: { channel_id: Number(channelId) } });
