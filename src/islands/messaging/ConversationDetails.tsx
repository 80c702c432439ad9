/** Who takes part in the open conversation (/messaging-v2's side pane): its status, the people and the agents. */
import type { MyConversation } from '../../../contract/messaging/entities.ts';
import { useT } from '../../i18n/react.tsx';

export function ConversationDetails({ active }: { active: MyConversation | null }) {
  const t = useT();
  return (
    <>
      <div className="ws-pane__head">
        <h2 className="ws-pane__title" id="chat-details-title">
          {t('messaging.chat.details')}
        </h2>
      </div>
      <div className="ws-pane__body">
        {active ? (
          <>
            <p className="ws-note">{t(`messaging.chat.status_${active.status}`)}</p>
            <ul className="ws-nav" aria-labelledby="chat-details-title">
              {active.members.map((member) => (
                <li key={member.id}>
                  {member.name}{' '}
                  <span className="ui-tag">
                    {member.kind === 'agent' ? t('messaging.chat.agent') : t(`messaging.chat.role_${member.role}`)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className="ws-note">{t('messaging.chat.pick')}</p>
        )}
      </div>
    </>
  );
}
