/**
 * Who takes part in the open conversation (/messaging-v2's side pane): its status, the people and the agents, and
 * for a group or a broadcast: what notifies you, adding people (invited when they do not let others add them),
 * removing them (owner and staff), and leaving.
 */
import { useState } from 'react';
import type { MyConversation } from '../../../contract/messaging/entities.ts';
import { NOTIFY_LEVELS } from '../../../contract/messaging/constants.ts';
import { useT } from '../../i18n/react.tsx';
import { notify } from '../../lib/toast/index.ts';
import { $activeConversationId } from '../../stores/messaging/chat.ts';
import { addPeople, type NotifyLevel, removeFromConversation, setNotifyLevel } from '../../stores/messaging/groups.ts';
import { Button, SelectField } from '../ui/controls.tsx';
import { type Chosen, PeoplePicker } from './PeoplePicker.tsx';

function Manage({ active, viewerId }: { active: MyConversation; viewerId: string }) {
  const t = useT();
  const [adding, setAdding] = useState<Chosen[]>([]);
  const [busy, setBusy] = useState(false);
  const me = active.members.find((member) => member.user_id === viewerId);
  const staff = active.my_role === 'owner' || active.my_role === 'staff';
  const mayAdd = active.kind === 'group' || staff;

  async function add() {
    setBusy(true);
    const outcome = await addPeople(
      active.id,
      adding.map((person) => person.user_id),
    );
    setBusy(false);
    if (outcome.ok) {
      notify.success(t('messaging.groups.added', { count: adding.length }));
      setAdding([]);
    }
  }

  async function leave() {
    if (!me || !window.confirm(t('messaging.groups.leaveConfirm'))) return;
    const outcome = await removeFromConversation(active, me.id);
    if (outcome.ok) {
      $activeConversationId.set(null);
      notify.success(t('messaging.groups.left'));
    }
  }

  return (
    <>
      <SelectField
        label={t('messaging.groups.notify')}
        value={active.notify_level}
        onValue={(level) => void setNotifyLevel(active.id, level as NotifyLevel)}
      >
        {NOTIFY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {t(`messaging.groups.notify_${level}`)}
          </option>
        ))}
      </SelectField>
      <ul className="ws-nav ws-members" aria-label={t('messaging.groups.members')}>
        {active.members.map((member) => (
          <li key={member.id} data-member={member.name}>
            <span dir="auto">{member.name}</span>{' '}
            <span className="ui-tag">{member.kind === 'agent' ? t('messaging.chat.agent') : t(`messaging.chat.role_${member.role}`)}</span>
            {staff && member.user_id !== viewerId && member.role !== 'owner' && (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('messaging.groups.remove', { name: member.name })}
                onClick={() => void removeFromConversation(active, member.id)}
              >
                {t('messaging.groups.removeShort')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {active.invited.length > 0 && (
        <>
          <h3 className="ws-pane__subtitle">{t('messaging.groups.invited')}</h3>
          <ul className="ws-nav" aria-label={t('messaging.groups.invited')}>
            {active.invited.map((person) => (
              <li key={person.user_id}>
                <span dir="auto">{person.name}</span> <span className="ui-tag">{t('messaging.groups.waiting')}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {mayAdd && (
        <div className="ui-stack">
          <PeoplePicker
            chosen={adding}
            onChosen={setAdding}
            exclude={[...active.members.flatMap((member) => member.user_id ?? []), ...active.invited.map((person) => person.user_id)]}
          />
          {adding.length > 0 && (
            <Button type="button" size="sm" busy={busy} onClick={() => void add()}>
              {t('messaging.groups.add', { count: adding.length })}
            </Button>
          )}
        </div>
      )}
      {me && active.my_role !== 'owner' && (
        <Button type="button" size="sm" variant="secondary" onClick={() => void leave()}>
          {t('messaging.groups.leave')}
        </Button>
      )}
    </>
  );
}

export function ConversationDetails({ active, viewerId }: { active: MyConversation | null; viewerId: string }) {
  const t = useT();
  return (
    <>
      <div className="ws-pane__head">
        <h2 className="ws-pane__title" id="chat-details-title">
          {t('messaging.chat.details')}
        </h2>
      </div>
      <div className="ws-pane__body ui-stack">
        {active ? (
          <>
            <p className="ws-note">{t(`messaging.chat.status_${active.status}`)}</p>
            {active.kind === 'direct' ? (
              <ul className="ws-nav" aria-labelledby="chat-details-title">
                {active.members.map((member) => (
                  <li key={member.id}>
                    <span dir="auto">{member.name}</span>{' '}
                    <span className="ui-tag">
                      {member.kind === 'agent' ? t('messaging.chat.agent') : t(`messaging.chat.role_${member.role}`)}
                    </span>
                  </li>
                ))}
              </ul>
            ) : (
              <Manage active={active} viewerId={viewerId} />
            )}
          </>
        ) : (
          <p className="ws-note">{t('messaging.chat.pick')}</p>
        )}
      </div>
    </>
  );
}
