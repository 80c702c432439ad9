/**
 * Choices offered by the project wizard and the "choose your expert" step. Field names match what the wizard
 * state island will store (spec §3 data domain "wizard": state, assessment, finances, program data, finalization).
 */
export const EXPERT_FIELDS = [
  { value: 'education', label: 'Education', detail: 'Lesson plans, tutoring, grading support and school operations.' },
  { value: 'nutrition', label: 'Nutrition', detail: 'Meal plans, menu compliance and dietary guidance.' },
  { value: 'business', label: 'Business', detail: 'Research, reporting, customer follow-up and operations.' },
  { value: 'health', label: 'Health', detail: 'Care navigation, patient resources and public health data.' },
  { value: 'legal', label: 'Legal', detail: 'Intake, document review and plain-language explanations.' },
  { value: 'agriculture', label: 'Agriculture', detail: 'Inspections, compliance records and field reports.' },
] as const;

export const AUTONOMY_LEVELS = [
  { value: 'suggest', label: 'Suggest only', detail: 'Agents draft; you do everything yourself.' },
  { value: 'approve', label: 'Act with my approval', detail: 'Agents prepare actions and wait in your review queue.' },
  { value: 'report', label: 'Act and report', detail: 'Agents act on low-risk steps and report; risky steps still wait for you.' },
] as const;

export const BUDGET_RANGES = [
  { value: 'under-500', label: 'Under $500' },
  { value: '500-2000', label: '$500 to $2,000' },
  { value: '2000-10000', label: '$2,000 to $10,000' },
  { value: 'over-10000', label: 'Over $10,000' },
  { value: 'undecided', label: 'Not decided yet' },
] as const;

export const PRIORITIES = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
] as const;

export const TEAM_ROLES = [
  { value: 'viewer', label: 'Viewer: sees progress and results' },
  { value: 'reviewer', label: 'Reviewer: can approve or reject agent actions' },
  { value: 'editor', label: 'Editor: can change the project and its protocols' },
] as const;

export const APPROVAL_RULES = [
  { value: 'owner', label: 'Only me' },
  { value: 'any-reviewer', label: 'Any reviewer on the team' },
  { value: 'two-reviewers', label: 'Two reviewers for high-risk actions' },
] as const;

export const AGENT_TOOLS = [
  { value: 'web-search', label: 'Web search', detail: 'Look up public information.' },
  { value: 'documents', label: 'Read project files', detail: 'Read the files you uploaded to this project.' },
  { value: 'email-drafts', label: 'Draft e-mails', detail: 'Write e-mails for you to send or approve.' },
  { value: 'calendar', label: 'Calendar', detail: 'Propose meeting times and deadlines.' },
  { value: 'spreadsheets', label: 'Spreadsheet analysis', detail: 'Summarise and chart tabular data.' },
  { value: 'payments', label: 'Payments', detail: 'Prepare payments; every payment waits for your approval.' },
] as const;

export const ACCEPTED_FILE_TYPES = '.pdf,.doc,.docx,.txt,.csv,.xlsx,.png,.jpg,.jpeg';
