/** The protocols feature: versioned protocols per expert, knowledge files, model connections, the wizard draft. */
import { createRouter } from '../../core/router.ts';
import * as handlers from './handlers.ts';
import * as routes from './routes.ts';

export function createProtocolsRouter() {
  return createRouter()
    .openapi(routes.getExpertProtocolRoute, handlers.getExpertProtocol)
    .openapi(routes.createProtocolDraftRoute, handlers.createProtocolDraft)
    .openapi(routes.rollbackProtocolRoute, handlers.rollbackProtocol)
    .openapi(routes.getProtocolVersionRoute, handlers.getProtocolVersion)
    .openapi(routes.updateProtocolVersionRoute, handlers.updateProtocolVersion)
    .openapi(routes.validateProtocolVersionRoute, handlers.validateProtocolVersion)
    .openapi(routes.publishProtocolVersionRoute, handlers.publishProtocolVersion)
    .openapi(routes.previewProtocolVersionRoute, handlers.previewProtocolVersion)
    .openapi(routes.getAgentConnectionRoute, handlers.getAgentConnection)
    .openapi(routes.updateAgentConnectionRoute, handlers.updateAgentConnection)
    .openapi(routes.testAgentConnectionRoute, handlers.testAgentConnection)
    .openapi(routes.uploadKnowledgeFileRoute, handlers.uploadKnowledgeFile)
    .openapi(routes.listKnowledgeFilesRoute, handlers.listKnowledgeFiles)
    .openapi(routes.deleteKnowledgeFileRoute, handlers.deleteKnowledgeFile)
    .openapi(routes.getWizardDraftRoute, handlers.getWizardDraft)
    .openapi(routes.saveWizardStepRoute, handlers.saveWizardStep)
    .openapi(routes.previewWizardRoute, handlers.previewWizard)
    .openapi(routes.finishWizardRoute, handlers.finishWizard)
    .openapi(routes.discardWizardRoute, handlers.discardWizard);
}
