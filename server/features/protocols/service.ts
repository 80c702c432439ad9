/**
 * Protocols' face for other features (docs/domain.md): the version an expert runs, a version by id, retrieval from
 * an expert's knowledge files, the model connection a run uses, and the step executor runs share with previews.
 */
export { executeStep, checkAskInput, type StepContext, type StepOutcome } from './execute.ts';
export { retrievePassages } from './knowledge.ts';
export { resolveConnection } from './connection.ts';
export {
  activeVersionOf,
  runContentOf,
  versionById,
  ensureProtocol,
  createDraft as createProtocolDraft,
  publishVersion,
} from './versions.ts';
export { stepOrder, validateProtocol } from './validate.ts';
