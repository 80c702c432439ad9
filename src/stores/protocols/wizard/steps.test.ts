/**
 * The wizard's hand-written lists and checks (kept free of zod for the page's weight) held to the contract's
 * schemas: the same options, the same file limits, and form values that convert to answers the API accepts.
 */
import { describe, expect, it } from 'vitest';
import {
  AGENT_TOOLS,
  KNOWLEDGE_FILE_MAX_BYTES,
  KNOWLEDGE_FILE_TYPES,
  PROTOCOL_PRICE_MODELS,
  TONES,
} from '../../../../contract/protocols/entities.ts';
import { CODIFY_QUESTIONS as CONTRACT_QUESTIONS, WIZARD_STEP_SCHEMAS } from '../../../../contract/protocols/wizard.ts';
import { TENANT_IDS } from '../../../../contract/tenants.ts';
import { formFromSaved, savedFromForm } from './answers.ts';
import { checkKnowledgeFile, KNOWLEDGE_MAX_BYTES, KNOWLEDGE_TYPES } from './files.ts';
import {
  AGENT_TOOLS as SITE_TOOLS,
  CODIFY_QUESTIONS,
  checkStep,
  FORM_STEPS,
  LISTING_SITES,
  PRICE_MODELS,
  type StepAnswers,
  TONES as SITE_TONES,
  withDefaults,
} from './steps.ts';

describe('wizard steps', () => {
  it('offers exactly the contract’s options and file limits', () => {
    expect(SITE_TOOLS).toEqual(AGENT_TOOLS);
    expect(SITE_TONES).toEqual(TONES);
    expect(PRICE_MODELS).toEqual(PROTOCOL_PRICE_MODELS);
    expect(LISTING_SITES).toEqual(TENANT_IDS.filter((id) => id !== 'main'));
    expect(CODIFY_QUESTIONS).toEqual(CONTRACT_QUESTIONS);
    expect(KNOWLEDGE_TYPES).toEqual(KNOWLEDGE_FILE_TYPES);
    expect(KNOWLEDGE_MAX_BYTES).toBe(KNOWLEDGE_FILE_MAX_BYTES);
  });

  it('names the fields a step is missing, with message keys', () => {
    expect(checkStep('project-info', withDefaults('project-info', { name: 'ab', tagline: '' }))).toEqual({
      name: 'wizard.check.tooShort',
      tagline: 'wizard.check.required',
      category: 'wizard.check.required',
    });
    // The price is asked only for paid pricing.
    expect(checkStep('project-review', withDefaults('project-review', { accept_terms: true }))).toEqual({});
    expect(checkStep('project-review', withDefaults('project-review', { price_model: 'per_run', accept_terms: true }))).toEqual({
      price_amount: 'wizard.check.required',
    });
  });

  it('converts every step’s form values to answers the API’s schema accepts, and back', () => {
    const filled = {
      'project-info': { name: 'Menu checker', tagline: 'Checks school menus', category: 'nutrition', languages: ['en', 'fr'] },
      'project-details': {
        description: 'x'.repeat(130),
        audience: '',
        outcomes: 'A checklist\n\nA summary',
        conversation_starters: 'Is my menu compliant?',
      },
      'project-team': { review_answers: true, reviewer_note: 'Check the sources' },
      'project-tools': { allowed_tools: ['search_knowledge'], tone: 'warm' },
      'project-review': { price_model: 'per_run', price_amount: '4.5', accept_terms: true },
    } satisfies Record<string, StepAnswers>;
    for (const step of FORM_STEPS) {
      if (step === 'project-files') continue;
      const form = withDefaults(step, filled[step]);
      const saved = savedFromForm(step, form);
      expect(WIZARD_STEP_SCHEMAS[step].strict().safeParse(saved).success, step).toBe(true);
      expect(formFromSaved(step, saved), step).toEqual({
        ...form,
        ...(step === 'project-details' ? { outcomes: 'A checklist\nA summary' } : {}),
      });
    }
    expect(savedFromForm('project-review', withDefaults('project-review', filled['project-review']))).toMatchObject({
      price_amount: 450,
      currency: 'USD',
    });
    expect(savedFromForm('project-details', withDefaults('project-details', filled['project-details']))).toMatchObject({
      outcomes: ['A checklist', 'A summary'],
    });
  });

  it('refuses a knowledge file by type, emptiness or size before sending, and trusts the extension over a vague type', () => {
    expect(checkKnowledgeFile({ name: 'notes.md', type: '', size: 10 })).toEqual({ type: 'text/markdown' });
    expect(checkKnowledgeFile({ name: 'photo.png', type: 'image/png', size: 10 })).toEqual({
      problem: { key: 'wizard.files.errors.type', name: 'photo.png' },
    });
    expect(checkKnowledgeFile({ name: 'empty.txt', type: 'text/plain', size: 0 })).toEqual({
      problem: { key: 'wizard.files.errors.empty', name: 'empty.txt' },
    });
    expect(checkKnowledgeFile({ name: 'big.pdf', type: 'application/pdf', size: KNOWLEDGE_MAX_BYTES + 1 })).toEqual({
      problem: { key: 'wizard.files.errors.size', name: 'big.pdf' },
    });
  });
});
