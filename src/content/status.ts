/**
 * The parts of the product the public status page reports on: the checks the server runs on a schedule
 * (contract/status STATUS_CHECKS), named and described in the page's language (`status.component.<id>.*`), each
 * saying how it is checked so the page claims nothing it does not do.
 */
import { healthEndpoints } from '../../contract/health/endpoints.ts';
import { STATUS_CHECKS, type StatusCheckId } from '../../contract/status/constants.ts';
import type { Translate } from '../i18n/translate.ts';

export const STATUS_COMPONENT_IDS = STATUS_CHECKS;

export type StatusComponentId = StatusCheckId;

export interface StatusComponent {
  id: StatusComponentId;
  name: string;
  covers: string;
}

/** The components in the language of `t`, in the order the page lists them. */
export function statusComponents(t: Translate): readonly StatusComponent[] {
  return STATUS_COMPONENT_IDS.map((id) => ({
    id,
    name: t(`status.component.${id}.name`),
    covers: t(`status.component.${id}.covers`),
  }));
}

/** The API's liveness endpoint, linked for people and monitors that want the raw answer. */
export const HEALTH_ENDPOINT = healthEndpoints.getHealth.path;
