/** What an inbox item shows besides its text: a picture, a video or a link card, by its address. */
export type Attachment = { type: 'image' | 'video' | 'link'; url: string } | null;
