import { defineEndpoints } from '../lib/endpoint.ts';

/** The public status page's data and the platform admin's incident and maintenance notes. */
export const statusEndpoints = defineEndpoints({
  getStatus: { method: 'GET', path: '/api/status' },
  getStatusNotePermission: { method: 'GET', path: '/api/status/note-permission' },
  createStatusNote: { method: 'POST', path: '/api/admin/status/notes' },
  updateStatusNote: { method: 'PATCH', path: '/api/admin/status/notes/{id}' },
});
