import type { Config } from '../../config.ts';
import type { Publication } from '../../connectors/types.ts';
import type { Db } from '../../db/client.ts';
import type { posts } from '../../db/schema.ts';
import { withShortLinks } from './links.ts';

/**
 * What a connector is handed of a post, to publish or to find (decision 025): its message and link with every URL
 * as its short link, so that clicks are counted whatever the network, and both as written.
 */
export async function publicationOf(
  deps: { db: Db; config: Config },
  post: Pick<
    typeof posts.$inferSelect,
    'id' | 'createdAt' | 'message' | 'link' | 'picture' | 'createAlbum' | 'albumName'
  >,
): Promise<Publication> {
  const message = await withShortLinks(deps.db, deps.config, post.id, post.message);
  const link = post.link && (await withShortLinks(deps.db, deps.config, post.id, post.link));
  return {
    postId: post.id,
    postCreatedAt: post.createdAt,
    message,
    link,
    picture: post.picture,
    albumName: post.createAlbum ? post.albumName : null,
    written: { message: post.message, link: post.link },
  };
}
