/**
 * Tabs for islands whose panel the island renders itself (the inbox's filters, the review queue's Waiting / Decided):
 * the kit's tab pattern (src/components/ui/Tabs.astro) in React. Roving tabindex; the arrow keys follow the visual
 * order, which flips under right-to-left text; Home and End; selecting follows focus. The panel is the caller's:
 * spread `tabPanelProps(idBase, selected)` on it so each tab controls it and it is labelled by the selected tab.
 */
import { type KeyboardEvent, useRef } from 'react';
import './tabs.css';

export interface TabDef<Id extends string> {
  id: Id;
  label: string;
  /** A count shown after the label (unread, waiting). */
  count?: number;
}

const tabId = (base: string, id: string) => `${base}-${id}-tab`;
const panelId = (base: string) => `${base}-panel`;

export function tabPanelProps(idBase: string, selected: string) {
  return { role: 'tabpanel' as const, id: panelId(idBase), 'aria-labelledby': tabId(idBase, selected) };
}

export function TabList<Id extends string>({
  idBase,
  label,
  tabs,
  selected,
  onSelect,
}: {
  idBase: string;
  label: string;
  tabs: ReadonlyArray<TabDef<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
}) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const rtl = list.current ? getComputedStyle(list.current).direction === 'rtl' : false;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    if (!target) return;
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, target.id))}`)?.focus();
  }

  return (
    <div className="ws-tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(idBase, tab.id)}
          aria-controls={panelId(idBase)}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          className="ws-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
          {tab.count !== undefined && (
            <span className="ws-tab__count" data-count={tab.id}>
              {tab.count}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
