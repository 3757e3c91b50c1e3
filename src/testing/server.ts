import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AccountGetResponse, DraftsGetResponse, Error as ApiErrorBody } from '../api/generated/types.gen';

export const API = 'http://localhost:3000/api';

export const account: AccountGetResponse = {
  status: 'success',
  data: {
    user: { user_id: '1', name: 'Maya Chen', email: 'owner@demo.test', role: 'owner' },
    workspace: { workspace_id: '1', name: 'Northwind Coffee', timezone: 'America/New_York' },
  },
};

export const draftsWithChannels: DraftsGetResponse = {
  status: 'success',
  data: {
    count: 0,
    drafts: [],
    channels: [
      {
        channel_id: '11',
        channel_type: 1,
        name: 'Northwind Coffee',
        screen_name: 'northwindcoffee',
        picture: '/avatars/network-1.svg',
      },
      {
        channel_id: '15',
        channel_type: 5,
        name: 'Northwind Cafe',
        screen_name: 'northwind.cafe',
        picture: '/avatars/network-5.svg',
      },
    ],
  },
};

export const errorBody = (code: string, message: string): ApiErrorBody => ({ status: 'error', code, message });

/** The API as the dashboard sees it by default: a logged-in owner with two channels. */
export const handlers = [
  http.get(`${API}/account/get`, () => HttpResponse.json(account)),
  http.get(`${API}/drafts/get`, () => HttpResponse.json(draftsWithChannels)),
];

export const server = setupServer(...handlers);
