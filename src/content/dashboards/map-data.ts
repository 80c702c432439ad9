/**
 * Sample data for the two map pages (demo material until live data islands arrive). Country ids are
 * ISO 3166-1 numeric codes as world-atlas uses them, and `region` the alpha-2 code Intl.DisplayNames names in
 * the page's language; marker positions are chosen by hand inside each country's populated area, because a
 * geometric centroid of a country with overseas parts lands in the sea. Domains are `experts.domain.<id>` keys,
 * languages ISO 639 codes.
 */
import type { DomainId } from './experts.ts';

export interface CountryExperts {
  id: string;
  /** ISO 3166-1 alpha-2. */
  region: string;
  /** [longitude, latitude] of the marker. */
  marker: readonly [number, number];
  experts: number;
  /** The domains most of that country's experts work in. */
  topDomains: readonly DomainId[];
}

export const EXPERTS_BY_COUNTRY: readonly CountryExperts[] = [
  { id: '840', region: 'US', marker: [-98, 39], experts: 412, topDomains: ['publicHealth', 'education'] },
  { id: '124', region: 'CA', marker: [-79, 45], experts: 96, topDomains: ['energy', 'education'] },
  { id: '484', region: 'MX', marker: [-99, 20], experts: 71, topDomains: ['trade', 'nutrition'] },
  { id: '076', region: 'BR', marker: [-47, -15], experts: 88, topDomains: ['agriculture', 'business'] },
  { id: '032', region: 'AR', marker: [-60, -34], experts: 34, topDomains: ['agriculture'] },
  { id: '170', region: 'CO', marker: [-74, 5], experts: 29, topDomains: ['business', 'legalAid'] },
  { id: '826', region: 'GB', marker: [-1.5, 52.5], experts: 143, topDomains: ['legalAid', 'health'] },
  { id: '276', region: 'DE', marker: [10, 51], experts: 118, topDomains: ['transportationSafety', 'energy'] },
  { id: '250', region: 'FR', marker: [2.5, 46.8], experts: 84, topDomains: ['nutrition', 'education'] },
  { id: '724', region: 'ES', marker: [-3.7, 40.4], experts: 52, topDomains: ['education', 'tourism'] },
  { id: '528', region: 'NL', marker: [5.3, 52.2], experts: 47, topDomains: ['agriculture', 'trade'] },
  { id: '752', region: 'SE', marker: [15, 59.5], experts: 31, topDomains: ['publicHealth'] },
  { id: '566', region: 'NG', marker: [7.5, 9], experts: 64, topDomains: ['business', 'education'] },
  { id: '404', region: 'KE', marker: [37.5, -0.5], experts: 45, topDomains: ['agriculture', 'health'] },
  { id: '710', region: 'ZA', marker: [26, -29], experts: 39, topDomains: ['legalAid', 'energy'] },
  { id: '818', region: 'EG', marker: [31, 27], experts: 27, topDomains: ['trade'] },
  { id: '682', region: 'SA', marker: [45, 24], experts: 23, topDomains: ['energy'] },
  { id: '356', region: 'IN', marker: [78, 22], experts: 231, topDomains: ['education', 'business'] },
  { id: '156', region: 'CN', marker: [110, 33], experts: 76, topDomains: ['trade', 'manufacturing'] },
  { id: '392', region: 'JP', marker: [138.5, 36], experts: 58, topDomains: ['transportationSafety'] },
  { id: '410', region: 'KR', marker: [127.8, 36.5], experts: 33, topDomains: ['education'] },
  { id: '360', region: 'ID', marker: [110, -7], experts: 41, topDomains: ['agriculture', 'publicHealth'] },
  { id: '608', region: 'PH', marker: [121, 14.5], experts: 62, topDomains: ['customerSupport', 'health'] },
  { id: '036', region: 'AU', marker: [146, -33], experts: 57, topDomains: ['agriculture', 'energy'] },
  { id: '554', region: 'NZ', marker: [175, -40], experts: 14, topDomains: ['agriculture'] },
];

/**
 * Service coverage, from most to least: the legend and the colour ramp follow this order. Texts:
 * `maps.coverage.<key>.label`, `.detail` and `.summary` (the map's description).
 */
export const COVERAGE_LEVELS = [
  { level: 3, key: 'aroundTheClock' },
  { level: 2, key: 'businessHours' },
  { level: 1, key: 'onRequest' },
] as const;
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number]['level'];

export interface ServiceArea {
  id: string;
  /** ISO 3166-1 alpha-2. */
  region: string;
  level: CoverageLevel;
  /** Experts who take engagements in that country. */
  experts: number;
  /** ISO 639 codes. */
  languages: readonly string[];
}

/** Where engagements in the Americas can be served, and how quickly. */
export const AMERICAS_SERVICE_AREAS: readonly ServiceArea[] = [
  { id: '840', region: 'US', level: 3, experts: 412, languages: ['en', 'es'] },
  { id: '124', region: 'CA', level: 3, experts: 96, languages: ['en', 'fr'] },
  { id: '484', region: 'MX', level: 3, experts: 71, languages: ['es'] },
  { id: '076', region: 'BR', level: 2, experts: 88, languages: ['pt'] },
  { id: '032', region: 'AR', level: 2, experts: 34, languages: ['es'] },
  { id: '170', region: 'CO', level: 2, experts: 29, languages: ['es'] },
  { id: '152', region: 'CL', level: 2, experts: 21, languages: ['es'] },
  { id: '604', region: 'PE', level: 2, experts: 17, languages: ['es', 'qu'] },
  { id: '218', region: 'EC', level: 1, experts: 8, languages: ['es'] },
  { id: '068', region: 'BO', level: 1, experts: 6, languages: ['es'] },
  { id: '600', region: 'PY', level: 1, experts: 4, languages: ['es', 'gn'] },
  { id: '858', region: 'UY', level: 2, experts: 11, languages: ['es'] },
  { id: '862', region: 'VE', level: 1, experts: 7, languages: ['es'] },
  { id: '328', region: 'GY', level: 1, experts: 2, languages: ['en'] },
  { id: '320', region: 'GT', level: 1, experts: 9, languages: ['es'] },
  { id: '340', region: 'HN', level: 1, experts: 5, languages: ['es'] },
  { id: '188', region: 'CR', level: 2, experts: 12, languages: ['es', 'en'] },
  { id: '591', region: 'PA', level: 2, experts: 10, languages: ['es', 'en'] },
  { id: '214', region: 'DO', level: 1, experts: 6, languages: ['es'] },
  { id: '630', region: 'PR', level: 3, experts: 15, languages: ['es', 'en'] },
  { id: '388', region: 'JM', level: 1, experts: 4, languages: ['en'] },
];
