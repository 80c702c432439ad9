/**
 * Sample data for the two map pages (demo material until live data islands arrive). Country ids are
 * ISO 3166-1 numeric codes as world-atlas uses them; marker positions are chosen by hand inside each country's
 * populated area, because a geometric centroid of a country with overseas parts lands in the sea.
 */
export interface CountryExperts {
  id: string;
  country: string;
  /** [longitude, latitude] of the marker. */
  marker: readonly [number, number];
  experts: number;
  /** The domains most of that country's experts work in. */
  topDomains: readonly string[];
}

export const EXPERTS_BY_COUNTRY: readonly CountryExperts[] = [
  { id: '840', country: 'United States', marker: [-98, 39], experts: 412, topDomains: ['Public health', 'Education'] },
  { id: '124', country: 'Canada', marker: [-79, 45], experts: 96, topDomains: ['Energy', 'Education'] },
  { id: '484', country: 'Mexico', marker: [-99, 20], experts: 71, topDomains: ['Trade', 'Nutrition'] },
  { id: '076', country: 'Brazil', marker: [-47, -15], experts: 88, topDomains: ['Agriculture', 'Business'] },
  { id: '032', country: 'Argentina', marker: [-60, -34], experts: 34, topDomains: ['Agriculture'] },
  { id: '170', country: 'Colombia', marker: [-74, 5], experts: 29, topDomains: ['Business', 'Legal aid'] },
  { id: '826', country: 'United Kingdom', marker: [-1.5, 52.5], experts: 143, topDomains: ['Legal aid', 'Health'] },
  { id: '276', country: 'Germany', marker: [10, 51], experts: 118, topDomains: ['Transportation safety', 'Energy'] },
  { id: '250', country: 'France', marker: [2.5, 46.8], experts: 84, topDomains: ['Nutrition', 'Education'] },
  { id: '724', country: 'Spain', marker: [-3.7, 40.4], experts: 52, topDomains: ['Education', 'Tourism'] },
  { id: '528', country: 'Netherlands', marker: [5.3, 52.2], experts: 47, topDomains: ['Agriculture', 'Trade'] },
  { id: '752', country: 'Sweden', marker: [15, 59.5], experts: 31, topDomains: ['Public health'] },
  { id: '566', country: 'Nigeria', marker: [7.5, 9], experts: 64, topDomains: ['Business', 'Education'] },
  { id: '404', country: 'Kenya', marker: [37.5, -0.5], experts: 45, topDomains: ['Agriculture', 'Health'] },
  { id: '710', country: 'South Africa', marker: [26, -29], experts: 39, topDomains: ['Legal aid', 'Energy'] },
  { id: '818', country: 'Egypt', marker: [31, 27], experts: 27, topDomains: ['Trade'] },
  { id: '682', country: 'Saudi Arabia', marker: [45, 24], experts: 23, topDomains: ['Energy'] },
  { id: '356', country: 'India', marker: [78, 22], experts: 231, topDomains: ['Education', 'Business'] },
  { id: '156', country: 'China', marker: [110, 33], experts: 76, topDomains: ['Trade', 'Manufacturing'] },
  { id: '392', country: 'Japan', marker: [138.5, 36], experts: 58, topDomains: ['Transportation safety'] },
  { id: '410', country: 'South Korea', marker: [127.8, 36.5], experts: 33, topDomains: ['Education'] },
  { id: '360', country: 'Indonesia', marker: [110, -7], experts: 41, topDomains: ['Agriculture', 'Public health'] },
  { id: '608', country: 'Philippines', marker: [121, 14.5], experts: 62, topDomains: ['Customer support', 'Health'] },
  { id: '036', country: 'Australia', marker: [146, -33], experts: 57, topDomains: ['Agriculture', 'Energy'] },
  { id: '554', country: 'New Zealand', marker: [175, -40], experts: 14, topDomains: ['Agriculture'] },
];

/** Service coverage, from most to least: the legend and the colour ramp follow this order. */
export const COVERAGE_LEVELS = [
  { level: 3, label: 'Around the clock', detail: 'Experts and human reviewers on call 24/7 in the local language' },
  { level: 2, label: 'Business hours', detail: 'Experts answer within the working day; reviews by the next morning' },
  { level: 1, label: 'On request', detail: 'Engagements are scheduled ahead with a matched expert' },
] as const;
export type CoverageLevel = (typeof COVERAGE_LEVELS)[number]['level'];

export interface ServiceArea {
  id: string;
  country: string;
  level: CoverageLevel;
  /** Experts who take engagements in that country. */
  experts: number;
  languages: readonly string[];
}

/** Where engagements in the Americas can be served, and how quickly. */
export const AMERICAS_SERVICE_AREAS: readonly ServiceArea[] = [
  { id: '840', country: 'United States', level: 3, experts: 412, languages: ['English', 'Spanish'] },
  { id: '124', country: 'Canada', level: 3, experts: 96, languages: ['English', 'French'] },
  { id: '484', country: 'Mexico', level: 3, experts: 71, languages: ['Spanish'] },
  { id: '076', country: 'Brazil', level: 2, experts: 88, languages: ['Portuguese'] },
  { id: '032', country: 'Argentina', level: 2, experts: 34, languages: ['Spanish'] },
  { id: '170', country: 'Colombia', level: 2, experts: 29, languages: ['Spanish'] },
  { id: '152', country: 'Chile', level: 2, experts: 21, languages: ['Spanish'] },
  { id: '604', country: 'Peru', level: 2, experts: 17, languages: ['Spanish', 'Quechua'] },
  { id: '218', country: 'Ecuador', level: 1, experts: 8, languages: ['Spanish'] },
  { id: '068', country: 'Bolivia', level: 1, experts: 6, languages: ['Spanish'] },
  { id: '600', country: 'Paraguay', level: 1, experts: 4, languages: ['Spanish', 'Guaraní'] },
  { id: '858', country: 'Uruguay', level: 2, experts: 11, languages: ['Spanish'] },
  { id: '862', country: 'Venezuela', level: 1, experts: 7, languages: ['Spanish'] },
  { id: '328', country: 'Guyana', level: 1, experts: 2, languages: ['English'] },
  { id: '320', country: 'Guatemala', level: 1, experts: 9, languages: ['Spanish'] },
  { id: '340', country: 'Honduras', level: 1, experts: 5, languages: ['Spanish'] },
  { id: '188', country: 'Costa Rica', level: 2, experts: 12, languages: ['Spanish', 'English'] },
  { id: '591', country: 'Panama', level: 2, experts: 10, languages: ['Spanish', 'English'] },
  { id: '214', country: 'Dominican Republic', level: 1, experts: 6, languages: ['Spanish'] },
  { id: '630', country: 'Puerto Rico', level: 3, experts: 15, languages: ['Spanish', 'English'] },
  { id: '388', country: 'Jamaica', level: 1, experts: 4, languages: ['English'] },
];
