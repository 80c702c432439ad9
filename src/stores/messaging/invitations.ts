/**
 * Invitations to conversations waiting for the person's answer (someone who may not add them directly asked): shown
 * in the inbox, kept live by the events stream (an invitation comes with a `conversation.invited` notification).
 */
import { atom } from 'nanostores';
import type { Invitation } from '../../../contract/messaging/entities.ts';
import { attempt, type Outcome } from '../attempt.ts';
import { loadConversations } from './chat.ts';
import { messagingApi } from './clients.ts';
import { onEvent } from './events.ts';

export const $invitations = atom<Invitation[]>([]);

let wired = false;
export async function loadInvitations(): Promise<void> {
  if (!wired && typeof window !== 'undefined') {
    wired = true;
    onEvent((event) => {
      if (event.type === 'notification.created' && event.data.notification.kind === 'conversation.invited') void loadInvitations();
    });
  }
  try {
    $invitations.set((await messagingApi.listInvitations({ query: { limit: 50 } })).items);
  } catch {
    // Offline or signed out: keeps what is shown.
  }
}

/** Accepts (the conversation joins the list) or declines an invitation; either way it leaves the list. */
export async function answerInvitation(invitation: Invitation, accept: boolean): Promise<Outcome<unknown>> {
  const params = { params: { id: invitation.id }, body: {} };
  const outcome = await attempt(
    accept ? 'acceptInvitation' : 'declineInvitation',
    (): Promise<unknown> => (accept ? messagingApi.acceptInvitation(params) : messagingApi.declineInvitation(params)),
    { domain: 'messaging' },
  );
  if (outcome.ok) {
    $invitations.set($invitations.get().filter((one) => one.id !== invitation.id));
    if (accept) await loadConversations();
  }
  return outcome;
}
