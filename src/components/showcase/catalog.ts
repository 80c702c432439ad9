/**
 * What each /components page presents: its heading, a one-line summary for the index, and an icon.
 * Keyed by the route table's COMPONENT_PAGES so a page added there without an entry fails type-checking.
 */
import type { COMPONENT_PAGES } from '../../../contract/routes';
import type { IconName } from '../ui/icons';

export type ComponentPage = (typeof COMPONENT_PAGES)[number];

export interface CatalogEntry {
  title: string;
  summary: string;
  icon: IconName;
  /** Files in src/components/ui that implement it, shown on the page so readers find the source. */
  files: string[];
}

export const CATALOG: Record<ComponentPage, CatalogEntry> = {
  accordion: { title: 'Accordion', summary: 'Stacked disclosure sections on native details/summary; optionally one open at a time.', icon: 'list', files: ['Accordion.astro', 'AccordionItem.astro'] },
  action: { title: 'Action', summary: 'Icon buttons, toggle buttons and an actions dropdown with full keyboard support.', icon: 'more-horizontal', files: ['IconButton.astro', 'Dropdown.astro'] },
  addons: { title: 'Addons', summary: 'Inputs joined to text, icons or buttons, such as a URL prefix or an invite button.', icon: 'plus', files: ['InputAddon.astro'] },
  avatar: { title: 'Avatar', summary: 'A picture or initials for a person or agent, in three sizes, with presence status.', icon: 'user', files: ['Avatar.astro', '../../lib/initials.ts'] },
  button: { title: 'Button', summary: 'Primary, secondary, ghost and danger actions in three sizes, as buttons or links.', icon: 'check-circle', files: ['Button.astro'] },
  card: { title: 'Card', summary: 'A surface for related content, with an optional title and a footer for actions.', icon: 'grid', files: ['Card.astro'] },
  forms: { title: 'Forms', summary: 'Labelled inputs, selects, text areas, checkboxes, radios and switches with hints and errors.', icon: 'edit', files: ['Field.astro', 'Input.astro', 'Select.astro', 'Textarea.astro', 'Checkbox.astro', 'RadioGroup.astro', 'Switch.astro'] },
  flextable: { title: 'Flex table', summary: 'A table that restacks each row into a labelled card when space runs short.', icon: 'layers', files: ['FlexTable.astro'] },
  icons: { title: 'Icons', summary: 'The inline stroke icon set: decorative by default, labelled when standing alone.', icon: 'star', files: ['Icon.astro', 'icons.ts'] },
  modal: { title: 'Modal', summary: 'Dialogs on the native dialog element: focus kept inside, Escape to close, focus returned.', icon: 'message', files: ['Modal.astro'] },
  pagination: { title: 'Pagination', summary: 'The paginator: previous, next and a window of pages, as plain links.', icon: 'chevron-right', files: ['Pagination.astro', '../../lib/pagination.ts'] },
  placeload: { title: 'Placeload', summary: 'Loading skeletons shaped like the content they stand for, announced once.', icon: 'refresh', files: ['Placeload.astro'] },
  plugins: { title: 'Plugins', summary: 'Small enhancements: copy to clipboard with feedback and a debounced live search.', icon: 'sparkles', files: ['CopyButton.astro', 'SearchInput.astro', '../../lib/debounce.ts', '../../lib/copy-feedback.ts'] },
  progress: { title: 'Progress', summary: 'Labelled progress bars with value, in the accent and status colours.', icon: 'chart', files: ['Progress.astro'] },
  table: { title: 'Table', summary: 'Data tables with captions, row headers, numeric columns and a scrollable frame.', icon: 'table', files: ['Table.astro'] },
  tabs: { title: 'Tabs', summary: 'An accessible tab strip: arrow keys, Home and End, roving focus, RTL-aware.', icon: 'folder', files: ['Tabs.astro'] },
  tag: { title: 'Tag', summary: 'Short status and category labels in six colours that pass contrast in both themes.', icon: 'tag', files: ['Tag.astro'] },
  tooltip: { title: 'Tooltip', summary: 'Light tooltips on hover and focus, linked with aria-describedby, dismissable with Escape.', icon: 'info', files: ['Tooltip.astro'] },
};
