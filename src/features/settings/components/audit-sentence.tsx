import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { AuditSubject } from '../../../api/generated/types.gen';
import type { SentencePart } from '../utils/audit-words';

const linkClass = 'font-medium text-blue-700 underline';

/** Where a subject still in the workspace is seen: a post in its channel's outbox (or history), a person in People. */
function SubjectLink({ subject, children }: { subject: AuditSubject; children: ReactNode }) {
  switch (subject.kind) {
    case 'post':
      if (!subject.channel_id) return children;
      return subject.published ? (
        <Link to="/history" search={{ channel: Number(subject.channel_id) }} className={linkClass}>
          {children}
        </Link>
      ) : (
        <Link to="/outbox/$channelId" params={{ channelId: subject.channel_id }} className={linkClass}>
          {children}
        </Link>
      );
    case 'channel':
      return (
        <Link to="/outbox/$channelId" params={{ channelId: subject.id }} className={linkClass}>
          {children}
        </Link>
      );
    case 'person':
    case 'invitation':
      return (
        <Link to="/settings/people" className={linkClass}>
          {children}
        </Link>
      );
    case 'application':
      return (
        <Link to="/settings/apps" className={linkClass}>
          {children}
        </Link>
      );
    case 'draft':
      return (
        <Link to="/drafts" className={linkClass}>
          {children}
        </Link>
      );
    case 'workspace':
      return (
        <Link to="/settings/workspace" className={linkClass}>
          {children}
        </Link>
      ); // Labels and saved replies have no page of their own yet: named, not linked.
    case 'label':
    case 'saved_reply':
    case 'snippet':
      return children;
  }
}

/** An event's sentence, its subjects linked while they are still in the workspace and plain words once gone. */
export function AuditSentence({ parts }: { parts: SentencePart[] }) {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part;
    const words = part.subject.exists ? <SubjectLink subject={part.subject}>{part.text}</SubjectLink> : part.text;
    // The quotes stay outside the link, so that its name is the post's own words.
    return <span key={index}>{part.quoted ? <>“{words}”</> : words}</span>;
  });
}
