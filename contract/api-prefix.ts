/**
 * Every API path starts with it; the page script and the service worker leave such addresses alone. Its own module
 * so the landing pages' single plain script can import it without sharing a chunk with the islands (which import
 * the endpoint tables).
 */
export const API_PREFIX = '/api/';
