/** Protocol, knowledge, connection and wizard routes, from contract/protocols. */
import { protocolsContract as P } from '../../../contract/protocols/index.ts';
import { routeFor } from '../../middleware/contract-route.ts';

export const getExpertProtocolRoute = routeFor(P.getExpertProtocol);
export const createProtocolDraftRoute = routeFor(P.createProtocolDraft);
export const rollbackProtocolRoute = routeFor(P.rollbackProtocol);
export const getProtocolVersionRoute = routeFor(P.getProtocolVersion);
export const updateProtocolVersionRoute = routeFor(P.updateProtocolVersion);
export const validateProtocolVersionRoute = routeFor(P.validateProtocolVersion);
export const publishProtocolVersionRoute = routeFor(P.publishProtocolVersion);
export const previewProtocolVersionRoute = routeFor(P.previewProtocolVersion);
export const getAgentConnectionRoute = routeFor(P.getAgentConnection);
export const updateAgentConnectionRoute = routeFor(P.updateAgentConnection);
export const testAgentConnectionRoute = routeFor(P.testAgentConnection);
export const uploadKnowledgeFileRoute = routeFor(P.uploadKnowledgeFile);
export const listKnowledgeFilesRoute = routeFor(P.listKnowledgeFiles);
export const deleteKnowledgeFileRoute = routeFor(P.deleteKnowledgeFile);
export const getWizardDraftRoute = routeFor(P.getWizardDraft);
export const saveWizardStepRoute = routeFor(P.saveWizardStep);
export const previewWizardRoute = routeFor(P.previewWizard);
export const finishWizardRoute = routeFor(P.finishWizard);
export const discardWizardRoute = routeFor(P.discardWizard);
