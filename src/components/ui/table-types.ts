/** Column and cell shapes shared by Table and FlexTable, so one data set can feed either. */
import type { IconName } from '../../lib/icons.ts';

export type TagColor = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

export interface TableColumn {
  key: string;
  label: string;
  /** `number` right-aligns (end-aligns under RTL) with tabular digits; `person` shows an avatar; `tag` a Tag. */
  type?: 'text' | 'number' | 'person' | 'tag';
  /** Hide the header visually but keep it for screen readers (e.g. an actions column). */
  hideLabel?: boolean;
}

export interface TagCell {
  label: string;
  color: TagColor;
}

export interface LinkCell {
  label: string;
  href: string;
  icon?: IconName;
}

export type TableCell = string | number | TagCell | LinkCell | null | undefined;
export type TableRow = Record<string, TableCell>;

export function isTagCell(cell: TableCell): cell is TagCell {
  return typeof cell === 'object' && cell !== null && 'color' in cell;
}

export function isLinkCell(cell: TableCell): cell is LinkCell {
  return typeof cell === 'object' && cell !== null && 'href' in cell;
}
