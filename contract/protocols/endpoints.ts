import { defineEndpoints } from '../lib/endpoint.ts';

/** A creator's protocols (per expert, versioned), knowledge files, model connection, and the wizard draft. */
export const protocolsEndpoints = defineEndpoints({
  getExpertProtocol: { method: 'GET', path: '/api/creator/experts/{id}/protocol' },
  createProtocolDraft: { method: 'POST', path: '/api/creator/experts/{id}/protocol/versions' },
  rollbackProtocol: { method: 'POST', path: '/api/creator/experts/{id}/protocol/rollback' },
  getProtocolVersion: { method: 'GET', path: '/api/creator/protocol-versions/{id}' },
  updateProtocolVersion: { method: 'PUT', path: '/api/creator/protocol-versions/{id}' },
  validateProtocolVersion: { method: 'POST', path: '/api/creator/protocol-versions/{id}/validate' },
  publishProtocolVersion: { method: 'POST', path: '/api/creator/protocol-versions/{id}/publish' },
  previewProtocolVersion: { method: 'POST', path: '/api/creator/protocol-versions/{id}/preview' },
  getAgentConnection: { method: 'GET', path: '/api/creator/experts/{id}/connection' },
  updateAgentConnection: { method: 'PUT', path: '/api/creator/experts/{id}/connection' },
  testAgentConnection: { method: 'POST', path: '/api/creator/experts/{id}/connection/test' },
  // Knowledge files (raw upload body, like messaging attachments).
  uploadKnowledgeFile: { method: 'POST', path: '/api/creator/knowledge-files' },
  listKnowledgeFiles: { method: 'GET', path: '/api/creator/knowledge-files' },
  deleteKnowledgeFile: { method: 'DELETE', path: '/api/creator/knowledge-files/{id}' },
  // The wizard draft (one per account).
  getWizardDraft: { method: 'GET', path: '/api/wizard' },
  saveWizardStep: { method: 'PUT', path: '/api/wizard/steps/{step}' },
  previewWizard: { method: 'POST', path: '/api/wizard/preview' },
  finishWizard: { method: 'POST', path: '/api/wizard/finish' },
  discardWizard: { method: 'DELETE', path: '/api/wizard' },
});
