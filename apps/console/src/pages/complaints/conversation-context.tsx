import { useTranslation } from 'react-i18next';
import type { ComplaintView } from '@dating/contracts';
import { useFormatDate } from '../member/use-format-date';

/** The last messages between reporter and reported member, when they have a conversation. */
export function ConversationContext({ view }: { view: ComplaintView }) {
  const { t } = useTranslation();
  const date = useFormatDate();
  const { conversation, complaint } = view;
  const name = (senderId: number) =>
    senderId === complaint.reported?.id ? (complaint.reported.name ?? String(senderId)) : (complaint.reporter?.name ?? String(senderId));
  return (
    <section className="member-section" aria-labelledby="conversation-title">
      <h2 id="conversation-title">{t('complaints.conversation')}</h2>
      {!conversation || conversation.messages.length === 0 ? (
        <p className="muted">{t('complaints.noConversation')}</p>
      ) : (
        <ol className="context-messages">
          {conversation.messages.map((m) => (
            <li key={m.id} className={m.sender_id === complaint.reported?.id ? 'from-reported' : ''}>
              <span className="small muted">
                {name(m.sender_id)} · {date(m.created_at)}
              </span>
              <p>{m.kind === 'text' ? m.text : t('complaints.kind', { kind: m.kind })}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
