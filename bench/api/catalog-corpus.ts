/**
 * A deterministic generator of listing copy for the catalog benchmark: 10,000 experts whose names, headlines and
 * descriptions vary the way a real catalog's do (topics per category, roles, audiences, a few sentence shapes, seven
 * languages with English the most common), so full-text search meets a realistic spread of words and document
 * lengths, not one repeated row. The same seed always gives the same catalog, so runs compare.
 */
import type { Locale } from '../../contract/locales.ts';

/** mulberry32: a small, fast PRNG; enough for picking words. */
export function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

/** English topics per category slug (the seeded categories of server/features/catalog/seed/categories.ts). */
export const TOPICS: Record<string, string[]> = {
  education: [
    'lesson plan',
    'reading intervention',
    'IEP meeting',
    'classroom behaviour',
    'homework routine',
    'exam revision',
    'parent newsletter',
    'rubric',
  ],
  nutrition: [
    'school lunch menu',
    'low-residue meal',
    'allergen label',
    'grocery budget',
    'snack policy',
    'meal prep',
    'sodium target',
    'food cost',
  ],
  health: [
    'symptom journal',
    'appointment question',
    'medication schedule',
    'flare plan',
    'lab result',
    'sleep diary',
    'insurance appeal',
    'care plan',
  ],
  'public-health': [
    'vaccination clinic',
    'outbreak notice',
    'community survey',
    'health fair',
    'wastewater report',
    'heat advisory',
    'screening drive',
  ],
  'health-operations': [
    'clinic staffing',
    'grant report',
    'patient intake',
    'UDS measure',
    'care gap list',
    'site visit',
    'quality dashboard',
  ],
  legal: [
    'eviction notice',
    'court date',
    'tenant letter',
    'contract clause',
    'small claims filing',
    'benefits appeal',
    'legal aid referral',
  ],
  agriculture: ['herd health log', 'biosecurity plan', 'crop rotation', 'pest sighting', 'farm visit', 'import permit', 'soil sample'],
  'transportation-safety': [
    'incident timeline',
    'fatigue risk',
    'pipeline inspection',
    'crash report',
    'safety recommendation',
    'rail crossing',
    'pilot logbook',
  ],
  trade: ['tariff schedule', 'export document', 'rules of origin', 'customs entry', 'market brief', 'trade remedy case', 'HS code'],
  'energy-environment': [
    'environmental permit',
    'emissions inventory',
    'solar feasibility',
    'grid study',
    'wetland map',
    'cleanup site',
    'energy audit',
  ],
  'housing-homelessness': [
    'housing application',
    'shelter bed list',
    'landlord outreach',
    'point-in-time count',
    'rental assistance',
    'case note',
    'move-in kit',
  ],
  business: [
    'cash flow forecast',
    'business plan',
    'invoice follow-up',
    'pricing page',
    'supplier contract',
    'customer email',
    'board update',
  ],
  careers: ['résumé', 'cover letter', 'interview answer', 'salary negotiation', 'LinkedIn profile', 'job search plan', 'portfolio review'],
  writing: ['blog post', 'press release', 'grant narrative', 'newsletter', 'style guide', 'case study', 'speech draft'],
  finance: [
    'household budget',
    'debt payoff plan',
    'tax checklist',
    'savings goal',
    'bookkeeping',
    'expense report',
    'retirement estimate',
  ],
  travel: ['itinerary', 'packing list', 'visa checklist', 'accessible route', 'travel budget', 'layover plan', 'rail pass'],
};

const ROLES = [
  'Planner',
  'Coach',
  'Navigator',
  'Analyst',
  'Assistant',
  'Checker',
  'Drafter',
  'Guide',
  'Tracker',
  'Advisor',
  'Reviewer',
  'Builder',
];
const QUALIFIERS = [
  'Quick',
  'Careful',
  'Plain-Language',
  'Bilingual',
  'Weekly',
  'Field',
  'Evidence-Based',
  'Pocket',
  'Team',
  'Rural',
  'Family',
  'Expert',
];
const AUDIENCES = [
  'teachers',
  'parents',
  'school nutrition staff',
  'people living with Crohn’s disease',
  'caregivers',
  'small farms',
  'safety investigators',
  'community health workers',
  'tenants',
  'case managers',
  'exporters',
  'grant writers',
  'job seekers',
  'small business owners',
  'clinic managers',
  'freelancers',
  'students',
  'city planners',
];
const VERBS = ['Drafts', 'Checks', 'Summarises', 'Organises', 'Explains', 'Tracks', 'Prepares', 'Compares', 'Reviews', 'Plans'];
const EN_SENTENCES: Array<(topic: string, audience: string) => string> = [
  (t: string, a: string) => `Built for ${a} who need a ${t} that holds up when someone asks where a number came from.`,
  (t: string) =>
    `Give it what you have today and it returns a ${t} you can read in two minutes, with the open questions listed at the end.`,
  () => `Every suggestion names its source, and anything that touches money, health or the law waits for a person to approve it.`,
  (t: string) => `It asks three short questions first, then keeps the ${t} in step with what changed since last week.`,
  () => `Works from spreadsheets, photos of paper forms or plain notes; exports to PDF, CSV or a shareable link.`,
  (_t: string, a: string) => `Written with ${a} over two seasons of real use, so the wording is the one they already use at work.`,
  (t: string) => `Flags deadlines, missing signatures and figures that do not add up before you send the ${t} anywhere.`,
];

/** Copy in the other six languages: a few sentence shapes each, with the category's own label in that language. */
const OTHER: Record<
  Exclude<Locale, 'en'>,
  { roles: string[]; headline: (c: string) => string; sentences: Array<(c: string) => string> }
> = {
  es: {
    roles: ['Asistente', 'Guía', 'Planificador', 'Revisor', 'Asesor'],
    headline: (c) => `Prepara y revisa documentos de ${c} en lenguaje claro`,
    sentences: [
      (c) => `Pensado para equipos de ${c} que necesitan respuestas rápidas y verificables.`,
      () => 'Cada sugerencia indica su fuente y una persona aprueba lo importante.',
      () => 'Trabaja con hojas de cálculo, fotos de formularios o notas sencillas.',
    ],
  },
  'es-MX': {
    roles: ['Asistente', 'Orientador', 'Planeador', 'Revisor'],
    headline: (c) => `Organiza trámites de ${c} paso a paso para familias y escuelas`,
    sentences: [
      (c) => `Ayuda a organizar trámites de ${c} sin perder fechas ni papeles.`,
      () => 'Explica cada paso con palabras sencillas y avisa antes de cada fecha límite.',
    ],
  },
  de: {
    roles: ['Assistent', 'Planer', 'Prüfer', 'Berater', 'Lotse'],
    headline: (c) => `Erstellt und prüft Unterlagen im Bereich ${c}`,
    sentences: [
      (c) => `Für Teams im Bereich ${c}, die belastbare Zahlen und klare Sprache brauchen.`,
      () => 'Jeder Vorschlag nennt seine Quelle; Wichtiges gibt ein Mensch frei.',
      () => 'Arbeitet mit Tabellen, Fotos von Formularen oder einfachen Notizen.',
    ],
  },
  fr: {
    roles: ['Assistant', 'Guide', 'Planificateur', 'Relecteur', 'Conseiller'],
    headline: (c) => `Prépare et vérifie vos dossiers de ${c}`,
    sentences: [
      (c) => `Conçu pour les équipes de ${c} qui veulent des réponses vérifiables.`,
      () => 'Chaque suggestion cite sa source et une personne valide ce qui compte.',
      () => 'Fonctionne avec des tableurs, des photos de formulaires ou de simples notes.',
    ],
  },
  ar: {
    roles: ['مساعد', 'مرشد', 'مخطط', 'مراجع'],
    headline: (c) => `يعد ويراجع وثائق ${c} بلغة واضحة`,
    sentences: [
      (c) => `مصمم لفرق ${c} التي تحتاج إلى إجابات سريعة يمكن التحقق منها.`,
      () => 'كل اقتراح يذكر مصدره ويوافق شخص على ما هو مهم.',
    ],
  },
  'zh-CN': {
    roles: ['助手', '向导', '规划师', '审核员'],
    headline: (c) => `用通俗语言整理和检查${c}材料`,
    sentences: [(c) => `为${c}团队设计，提供可以核实的快速答复。`, () => '每条建议都注明来源，重要事项由人工确认。'],
  },
};

/** Mostly English, some copy in each of the other six languages (issue 16: "in the creator's language"). */
const LOCALE_WEIGHTS: Array<[Locale, number]> = [
  ['en', 0.7],
  ['es', 0.08],
  ['de', 0.06],
  ['fr', 0.06],
  ['es-MX', 0.04],
  ['ar', 0.03],
  ['zh-CN', 0.03],
];

function pickLocale(random: Random): Locale {
  let roll = random();
  for (const [locale, weight] of LOCALE_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return locale;
  }
  return 'en';
}

const capitalise = (text: string) => text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

export interface Copy {
  locale: Locale;
  name: string;
  headline: string;
  description: string;
}

/** One expert's copy in a category whose labels (per locale) are given. */
export function generateCopy(random: Random, category: string, labels: Record<string, string>): Copy {
  const locale = pickLocale(random);
  const topic = pick(random, TOPICS[category] ?? TOPICS.business!);
  if (locale === 'en') {
    const audience = pick(random, AUDIENCES);
    const name = `${pick(random, QUALIFIERS)} ${capitalise(topic)} ${pick(random, ROLES)}`;
    const headline = `${pick(random, VERBS)} your ${topic} for ${audience}, with every figure sourced`;
    const count = 3 + Math.floor(random() * 4);
    const sentences = Array.from({ length: count }, () => pick(random, EN_SENTENCES)(topic, audience));
    return { locale, name, headline, description: [sentences.slice(0, 2).join(' '), sentences.slice(2).join(' ')].join('\n\n') };
  }
  const other = OTHER[locale];
  const label = labels[locale] ?? labels.en!;
  const name = locale === 'zh-CN' ? `${label}${pick(random, other.roles)}` : `${pick(random, other.roles)} ${label}`;
  const description = other.sentences.map((sentence) => sentence(label.toLowerCase())).join(locale === 'zh-CN' ? '' : ' ');
  return { locale, name, headline: other.headline(label.toLowerCase()), description };
}
