/**
 * The earnings page's tables: a scrollable, labelled region holding a table whose leading column names each row
 * (a date may come first) and whose other columns are figures, right-aligned. The rows are the caller's.
 */
import type { ComponentProps, ReactNode } from 'react';
import { ScrollArea } from '../ui/scroll-area.tsx';

interface Props extends Omit<ComponentProps<typeof ScrollArea>, 'children'> {
  header: readonly string[];
  /** How many leading columns hold text rather than figures (1: the row's name). */
  textColumns?: number;
  /** The table's rows (`<tr>` with a `<th scope="row">` first). */
  children: ReactNode;
}

export function FiguresTable({ header, textColumns = 1, children, ...area }: Props) {
  return (
    <ScrollArea {...area}>
      <table className="ui-table">
        <thead>
          <tr>
            {header.map((cell, i) => (
              <th key={cell} scope="col" className={i >= textColumns ? 'num' : undefined}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollArea>
  );
}
