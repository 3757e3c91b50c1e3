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
  // One read of the post's links for both texts.
  const [message, shortLink] = await withShortLinks(deps.db, deps.config, post.id, [post.message, post.link ?? '']);
  const link = post.link && shortLink!;
  return {
    postId: post.id,
    postCreatedAt: post.createdAt,
    message: message!,
    link,
    picture: post.picture,
    albumName: post.createAlbum ? post.albumName : null,
    written: { message: post.message, link: post.link },
  };
}
