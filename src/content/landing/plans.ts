/**
 * Each tenant's landing page as a plan: which cards its sections show, each as `icon key`. Every string comes from
 * the locale files by a fixed path (`landing.<tenant>.<section>.<key>.title|body`, `landing.<tenant>.hero.*`…), so
 * a plan holds only what differs between tenants: the cards, their icons and their order. The themed variants
 * share one frame (their own hero button, "Create a free account" to close, the independence notice); the
 * marketplace (`main`) adds its categories and creators, and closes with "Sign up free".
 */
import type { Translate } from '../../i18n/translate.ts';
import type { TenantId } from '../../tenants/index.ts';
import { card, type IconName, type LandingCopyInput } from './schema.ts';

interface LandingPlan {
  /** `icon key · icon key …`: the experts section's cards. */
  experts: string;
  trust: string;
  categories?: string;
  /** The creators pitch's point keys, in order. */
  creators?: string;
  /** The marketplace: its own sections and words, no themed frame. */
  marketplace?: true;
}

export const LANDING_PLANS: Record<TenantId, LandingPlan> = {
  /** The marketplace itself: hiring agentic AI experts across fields, and the creators who build them. */
  main: {
    experts: 'clipboard plansTheWork · document draftsAndResearches · calendar keepsThingsMoving · shield asksBeforeActing',
    categories:
      'school education · meal nutrition · briefcase business · heart health · scale legal · leaf agriculture · globe trade · users publicServices · chart research',
    trust: 'shield humanReview · star ratingsThatTeach · document yourData',
    creators: 'writeProtocol setPrice readRatings',
    marketplace: true,
  },
  /** For public school teachers, staff and families: classroom prep and school-home communication. */
  pubschool: {
    experts:
      'book lessonPlanBuilder · clipboard practiceSetMaker · chat familyMessageHelper · journal feedbackAssistant · calendar iepMeetingPrep',
    trust: 'shield teacherReviewFirst · users minimalStudentData · star ratingsImproveProtocols',
  },
  /** For people living with Crohn's disease and their carers: practical help between appointments. */
  crohns: {
    experts:
      'journal symptomJournalCoach · meal lowResidueMealPlanner · calendar appointmentPrep · bolt flareActionPlan · book plainLanguageExplainer',
    trust: 'heart notMedicalAdvice · shield approveSharing · document journalStaysYours',
  },
  /** For plant and animal health inspectors: preparation, permits and findings. */
  aphis: {
    experts:
      'clipboard checklistBuilder · document permitReader · journal fieldNoteOrganiser · leaf pestDiseaseReference · document findingsDrafter',
    trust: 'shield findingsApproved · search sourcesShown · document recordsUnderYourControl',
  },
  /** For transportation safety investigators: evidence, timelines and recommendations. */
  ntsb: {
    experts:
      'timeline evidenceTimelineBuilder · document docketSummariser · search priorCaseFinder · clipboard recommendationTracker · chat interviewPrep',
    trust: 'shield investigatorApproval · timeline fullActivityTrail · document privateCaseFiles',
  },
  /** For community and public health teams: resident questions, outreach and reporting. */
  spuhc: {
    experts: 'chat residentQuestionAssistant · map outreachTracker · chart reportPreparer · book plainLanguageRewriter',
    trust: 'shield staffApproveMessages · book answersFromMaterials · users minimalResidentData',
  },
  /** For school nutrition directors and cafeteria staff: menus, allergies and programme paperwork. */
  nslp: {
    experts:
      'meal cycleMenuPlanner · heart allergySubstitutionHelper · chart recipeScaler · clipboard productionRecordPreparer · chat familyMenuNotes',
    trust: 'shield reviewBeforePublishing · heart allergiesWithCare · star feedbackThatSticks',
  },
  /** For health centers, clinics and grantees: resources, grant reporting and patient questions. */
  hrsa: {
    experts: 'search resourceFinder · chart grantReportPreparer · chat patientQuestionAssistant · calendar deadlineKeeper',
    trust: 'shield staffApproval · heart noClinicalAdvice · document dataWithCare',
  },
  /** For trade analysts and economists: tariff schedules, investigations and data briefs. */
  usitc: {
    experts: 'search tariffLineLookup · document investigationSummariser · chart tradeDataBrief · globe marketComparison',
    trust: 'search citedFigures · shield analystSignOff · document confidentialFiles',
  },
  /** For legal aid advocates and the people they serve: intake, plain-language guidance, document drafts. */
  lasha: {
    experts:
      'clipboard intakeAssistant · book nextStepsExplainer · document documentDrafter · search referralFinder · calendar deadlineTracker',
    trust: 'scale notALawyer · shield confidentialDefault · star advocatesRateWork',
  },
  /** For trade and infrastructure development teams: scoping, partners and feasibility briefs. */
  ustda: {
    experts: 'globe countrySectorScan · users partnerComparison · document feasibilityBriefDrafter · calendar milestonePlanner',
    trust: 'shield approvalEachStep · search traceableSources · document privateProjectFiles',
  },
  /** For homelessness service providers and caseworkers: outreach, housing resources and case notes. */
  usich: {
    experts:
      'map outreachCoordinator · home housingResourceFinder · journal caseNoteAssistant · clipboard documentChecklist · chart programmeReportPreparer',
    trust: 'shield caseworkersDecide · users needKnowAccess · document recordsYouControl',
  },
  /** For energy, environment and natural resources teams: records, permits and case files. */
  enrd: {
    experts: 'document permitSummariser · timeline recordTimelineBuilder · chart monitoringDataChecker · map siteContextBrief',
    trust: 'search pageLevelCitations · shield reviewBeforeUse · document separateMatterFiles',
  },
  /** For public health programme managers: tracking programmes, finding gaps and preparing briefings. */
  phm: {
    experts: 'chart measureTracker · search careGapFinder · document briefingWriter · calendar workPlanKeeper',
    trust: 'shield managerReview · chart transparentNumbers · users aggregateData',
  },
};

function cards(t: Translate, prefix: string, plan: string) {
  return plan.split(' · ').map((entry) => {
    const [icon, key] = entry.split(' ');
    return card(t, icon as IconName, `${prefix}.${key}`);
  });
}

/** A tenant's landing copy in the language of `t` (checked against the schema by index.ts). */
export function landingCopy(t: Translate, tenant: TenantId): LandingCopyInput {
  const plan = LANDING_PLANS[tenant];
  const say = (path: string) => t(`landing.${tenant}.${path}`);
  const section = (name: string) => ({ heading: say(`${name}.heading`), intro: say(`${name}.intro`) });
  return {
    hero: {
      eyebrow: say('hero.eyebrow'),
      heading: say('hero.heading'),
      subheading: say('hero.subheading'),
      primaryCta: plan.marketplace ? t('landing.cta.createFreeAccount') : say('hero.primaryCta'),
      secondaryCta: t('landing.chrome.login'),
    },
    experts: { ...section('experts'), cards: cards(t, `landing.${tenant}.experts`, plan.experts) },
    ...(plan.categories
      ? { categories: { ...section('categories'), tiles: cards(t, `landing.${tenant}.categories`, plan.categories) } }
      : {}),
    trust: { ...section('trust'), points: cards(t, `landing.${tenant}.trust`, plan.trust) },
    ...(plan.creators
      ? {
          creators: {
            heading: say('creators.heading'),
            body: say('creators.body'),
            points: plan.creators.split(' ').map((key) => say(`creators.points.${key}`)),
            cta: say('creators.cta'),
          },
        }
      : {}),
    closing: {
      heading: say('closing.heading'),
      body: say('closing.body'),
      cta: t(plan.marketplace ? 'landing.cta.signUpFree' : 'landing.cta.createFreeAccount'),
    },
    ...(plan.marketplace ? {} : { footerNotice: say('footerNotice') }),
  };
}
