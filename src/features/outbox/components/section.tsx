import type { ReactNode } from 'react';
import type { OutboxPost } from '../../../api/generated/types.gen';

/** A titled part of a page; its heading names it for assistive technology (a region). */
export function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="mt-8 first:mt-0">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="mb-3 text-sm text-slate-600">{hint}</p>}
      {children}
    </section>
  );
}

/** What an empty list says: what would be here, and how it gets there. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
      <p className="font-semibold text-slate-900">{title}</p>
      {children && <p className="mt-1">{children}</p>}
    </div>
  );
}

/** A titled list of posts, left out while it has none. */
export function PostSection({
  title,
  hint,
  posts,
  card,
}: {
  title: string;
  hint: string;
  posts: OutboxPost[];
  card: (post: OutboxPost) => ReactNode;
}) {
  if (posts.length === 0) return null;
  return (
    <Section title={title} hint={hint}>
      <ul className="space-y-3">
        {posts.map((post) => (
          <li key={post.post_id}>{card(post)}</li>
        ))}
      </ul>
    </Section>
  );
}
