/**
 * The parts of the product the public status page reports on. The status island (later work) asks the API for
 * each component's current state by `id`; the page shows what each one covers so a visitor knows which failure
 * explains what they see. Names and descriptions are the `status.component.<id>.*` keys of the page's language.
 */
import type { Translate } from '../i18n/translate';

export const STATUS_COMPONENT_IDS = ['website', 'api', 'authentication', 'messaging', 'agents'] as const;

export type StatusComponentId = (typeof STATUS_COMPONENT_IDS)[number];

export interface StatusComponent {
  id: StatusComponentId;
  name: string;
  covers: string;
}

/** The components in the language of `t`, in the order the page lists them. */
export function statusComponents(t: Translate): readonly StatusComponent[] {
  return STATUS_COMPONENT_IDS.map((id) => ({ id, name: t(`status.component.${id}.name`), covers: t(`status.component.${id}.covers`) }));
}

/** The API's liveness endpoint, linked for people and monitors that want the raw answer. */
export const HEALTH_ENDPOINT = '/api/health';
