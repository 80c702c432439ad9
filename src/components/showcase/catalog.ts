/**
 * What each /components page presents: its heading, a one-line summary for the index, and an icon.
 * Keyed by the route table's COMPONENT_PAGES so a page added there without an entry fails type-checking.
 * Titles and summaries are locale keys (`showcase.catalog.<name>.title|summary`); `catalogEntry(t, name)` reads
 * them in the page's language.
 */
import type { COMPONENT_PAGES } from '../../../contract/routes.ts';
import type { Translate } from '../../i18n/translate.ts';
import type { IconName } from '../../lib/icons.ts';

export type ComponentPage = (typeof COMPONENT_PAGES)[number];

export interface CatalogSource {
  icon: IconName;
  /** Files in src/components/ui that implement it, shown on the page so readers find the source. */
  files: string[];
}

export interface CatalogEntry extends CatalogSource {
  title: string;
  summary: string;
}

export const CATALOG: Record<ComponentPage, CatalogSource> = {
  accordion: { icon: 'list', files: ['Accordion.astro', 'AccordionItem.astro'] },
  action: { icon: 'more-horizontal', files: ['IconButton.astro', 'Dropdown.astro'] },
  addons: { icon: 'plus', files: ['InputAddon.astro'] },
  avatar: { icon: 'user', files: ['Avatar.astro', '../../lib/initials.ts'] },
  button: { icon: 'check-circle', files: ['Button.astro'] },
  card: { icon: 'grid', files: ['Card.astro'] },
  forms: {
    icon: 'edit',
    files: ['Field.astro', 'Input.astro', 'Select.astro', 'Textarea.astro', 'Checkbox.astro', 'RadioGroup.astro', 'Switch.astro'],
  },
  flextable: { icon: 'layers', files: ['FlexTable.astro'] },
  icons: { icon: 'star', files: ['Icon.astro', 'icons.ts'] },
  modal: { icon: 'message', files: ['Modal.astro'] },
  pagination: { icon: 'chevron-right', files: ['Pagination.astro', '../../lib/pagination.ts'] },
  placeload: { icon: 'refresh', files: ['Placeload.astro'] },
  plugins: {
    icon: 'sparkles',
    files: ['CopyButton.astro', 'SearchInput.astro', '../../lib/debounce.ts', '../../lib/copy-feedback.ts'],
  },
  progress: { icon: 'chart', files: ['Progress.astro'] },
  table: { icon: 'table', files: ['Table.astro'] },
  tabs: { icon: 'folder', files: ['Tabs.astro'] },
  tag: { icon: 'tag', files: ['Tag.astro'] },
  tooltip: { icon: 'info', files: ['Tooltip.astro'] },
};

/** A component page's entry with its title and summary in the language of `t`. */
export function catalogEntry(t: Translate, name: ComponentPage): CatalogEntry {
  return {
    ...CATALOG[name],
    title: t(`showcase.catalog.${name}.title`),
    summary: t(`showcase.catalog.${name}.summary`),
  };
}
