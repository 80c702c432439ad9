/** What creators send about protocols, knowledge files and model connections. */
import { z } from 'zod';
import { AGENT_PROVIDERS, ProtocolContentSchema } from './entities.ts';

export const createDraftSchema = z.object({
  from_version: z.number().int().min(1).optional().meta({ description: 'Copy this version (default: the latest)' }),
  content: ProtocolContentSchema.optional().meta({ description: 'Start from this content instead of a copy' }),
});

export const rollbackSchema = z.object({
  version: z.number().int().min(1).meta({ description: 'A published version number' }),
  reason: z.string().trim().min(1).max(500).meta({ description: 'Why: shown beside the version in the version list' }),
});

export const knowledgeUploadQuerySchema = z.object({
  file_name: z.string().trim().min(1).max(200),
  expert_id: z.uuid().optional().meta({ description: 'Attach to this expert of yours; without it the file goes to your wizard draft' }),
});
export const knowledgeListQuerySchema = z.object({ expert_id: z.uuid().optional() });

export const connectionInputSchema = z.object({
  provider: z.enum(AGENT_PROVIDERS),
  base_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable()
    .optional(),
  model: z.string().trim().max(120).nullable().optional(),
  api_key: z.string().max(500).nullable().optional().meta({ description: 'Write-only; omit to keep, null to remove' }),
  include_usage: z.boolean().optional(),
  timeout_ms: z.number().int().min(1000).max(300_000).optional(),
  max_retries: z.number().int().min(0).max(5).optional(),
});
export type ConnectionInput = z.output<typeof connectionInputSchema>;
export type CreateDraftInput = z.output<typeof createDraftSchema>;
