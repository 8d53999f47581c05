/**
 * My data's notices from CarSetu (issue 44 part 7; docs/incident.md): each
 * breach notice that reached the person, unread first, with its six parts
 * (what happened, when, what it may mean, what CarSetu did, what they can
 * do, whom to contact) and Mark as read. Shown only when there is one.
 */
import {
  markNoticeRead,
  noticeContact,
  noticeDid,
  noticeMeans,
  noticeReadOn,
  noticeSentOn,
  noticesHeading,
  noticesIntro,
  noticeWhat,
  noticeWhen,
  noticeYouCan,
} from '#messages/my-data.ts';
import { formatDate } from '#shared/format.ts';
import type { Notice } from '#shared/schemas/breach.ts';
import { useMarkNoticeRead, useNotices } from '../api/notices.ts';
import { Card } from './Card.tsx';

export function Notices() {
  const notices = useNotices();
  if (!notices.data?.length) return null;
  return (
    <Card title={noticesHeading} id="notices">
      <p>{noticesIntro}</p>
      <ul className="mt-3 space-y-4">
        {notices.data.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </ul>
    </Card>
  );
}

function NoticeItem({ notice: n }: { notice: Notice }) {
  const markRead = useMarkNoticeRead();
  const parts: [string, string][] = [
    [noticeWhat, n.whatHappened],
    [noticeWhen, formatDate(n.occurredOn)],
    [noticeMeans, n.consequences],
    [noticeDid, n.measures],
    [noticeYouCan, n.advice],
    [noticeContact, n.contact],
  ];
  return (
    <li className={`rounded-xl p-4 ring-1 ${n.readAt ? 'ring-ink-200' : 'bg-red-50 ring-red-300'}`}>
      <p className="text-sm text-ink-600">
        {noticeSentOn(formatDate(n.sentAt))}
        {n.readAt ? ` · ${noticeReadOn(formatDate(n.readAt))}` : ''}
      </p>
      <dl className="mt-2 space-y-2">
        {parts.map(([label, text]) => (
          <div key={label}>
            <dt className="font-semibold text-ink-900">{label}</dt>
            <dd className="whitespace-pre-line text-ink-800">{text}</dd>
          </div>
        ))}
      </dl>
      {n.readAt ? null : (
        <button
          type="button"
          disabled={markRead.isPending}
          onClick={() => markRead.mutate(n.id)}
          className="mt-3 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-primary-800 ring-1 ring-primary-300 hover:bg-primary-50 disabled:opacity-60"
        >
          {markNoticeRead}
        </button>
      )}
    </li>
  );
}
