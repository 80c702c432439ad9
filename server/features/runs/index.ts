/**
 * The runs feature: runs (personal tasks) and the runtime's start-up: the mention handler that makes an expert
 * answer in a conversation, and resuming runs a stopped process left behind. Review gates: review-gate.ts (hitl).
 */
import { createRouter } from '../../core/router.ts';
import { registerAgentMentionHandler, registerExpertChatHandler } from '../messaging/service.ts';
import { answerChatMessage, answerQueued } from './chat.ts';
import { onRunEnded } from './engine.ts';
import type { RunsDeps } from './deps.ts';
import { repairAnswers, resumeRuns } from './lease.ts';
import * as handlers from './handlers.ts';
import { answerMention } from './mentions.ts';
import * as routes from './routes.ts';

export function createRunsRouter() {
  return (
    createRouter()
      .openapi(routes.listRecommendationsRoute, handlers.listRecommendations)
      .openapi(routes.startRunRoute, handlers.startRun)
      .openapi(routes.listMyRunsRoute, handlers.listMyRuns)
      // Before /api/runs/{id}: 'activity' is not a run id.
      .openapi(routes.getMyRunActivityRoute, handlers.getMyRunActivity)
      .openapi(routes.getRunRoute, handlers.getRun)
      .openapi(routes.provideRunInputRoute, handlers.provideRunInput)
      .openapi(routes.retryRunRoute, handlers.retryRun)
      .openapi(routes.cancelRunRoute, handlers.cancelRun)
      .openapi(routes.listVersionRunFiguresRoute, handlers.listVersionRunFigures)
  );
}

/**
 * Called once per app: mentions of an expert run its protocol into the thread, a chat's messages are answered in
 * its timeline; interrupted runs resume.
 */
export function startRunsRuntime(deps: RunsDeps): void {
  registerAgentMentionHandler(async (mention) => {
    await answerMention(deps, mention);
  });
  // A person's chat with an expert: each plain message is answered, one answer at a time (chat.ts).
  registerExpertChatHandler(async (message) => {
    await answerChatMessage(deps, message);
  });
  onRunEnded(answerQueued);
  resumeRuns(deps)
    .then(() => repairAnswers(deps))
    .catch((error) => deps.logger.error({ err: error }, 'runs: resuming interrupted runs failed'));
}

export { startRunSweeps } from './lease.ts';
