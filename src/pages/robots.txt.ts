/** /robots.txt for every tenant's host, made from the route table (src/routing/robots.ts). */
import type { APIRoute } from 'astro';
import { robotsTxt } from '../routing/robots.ts';

export const GET: APIRoute = () => new Response(robotsTxt(), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
