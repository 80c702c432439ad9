/**
 * The props reference of each component page, drawn after its examples (PropsTables.astro): name, type and default
 * are code and stay as written; a description is a locale key (`showcase.<page>.props.*`), and code that is words
 * (a default label, a named slot) is read in the page's language. The pagination page keeps its table with its examples: its words
 * show numbers formatted for the page.
 */
import type { Translate } from '../../i18n/translate.ts';
import type { ComponentPage } from './catalog.ts';

/** Code as written, or words read in the page's language (a default label, a named slot). */
type Code = string | ((t: Translate) => string);

export interface PropRow {
  name: Code;
  type: Code;
  default?: Code;
  /** A locale key. */
  description: string;
}

export interface PropsDoc {
  component: string;
  props: PropRow[];
  slots?: PropRow[];
}

export const PROPS_DOCS: Partial<Record<ComponentPage, PropsDoc[]>> = {
  accordion: [
    {
      component: 'Accordion',
      props: [{ name: 'variant', type: "'list' | 'cards'", default: "'list'", description: 'showcase.accordion.props.variant' }],
      slots: [{ name: 'default', type: 'AccordionItem[]', description: 'showcase.accordion.props.slotDefault' }],
    },
    {
      component: 'AccordionItem',
      props: [
        { name: 'title', type: 'string', description: 'showcase.accordion.props.itemTitle' },
        { name: 'open', type: 'boolean', default: 'false', description: 'showcase.accordion.props.itemOpen' },
        { name: 'group', type: 'string', description: 'showcase.accordion.props.itemGroup' },
        { name: 'icon', type: 'IconName', description: 'showcase.accordion.props.itemIcon' },
      ],
      slots: [{ name: 'default', type: 'any', description: 'showcase.accordion.props.itemSlotDefault' }],
    },
  ],
  action: [
    {
      component: 'IconButton',
      props: [
        { name: 'icon', type: 'IconName', description: 'showcase.action.props.iconButton.icon' },
        { name: 'label', type: 'string', description: 'showcase.action.props.iconButton.label' },
        {
          name: 'variant',
          type: "'primary' | 'secondary' | 'ghost' | 'danger'",
          default: "'secondary'",
          description: 'showcase.action.props.iconButton.variant',
        },
        { name: 'size', type: "'sm' | 'md' | 'lg'", default: "'md'", description: 'showcase.action.props.iconButton.size' },
        { name: 'href', type: 'string', description: 'showcase.action.props.iconButton.href' },
        { name: 'pressed', type: 'boolean', description: 'showcase.action.props.iconButton.pressed' },
      ],
    },
    {
      component: 'Dropdown',
      props: [
        { name: 'label', type: 'string', description: 'showcase.action.props.dropdown.label' },
        { name: 'items', type: '{ label; href?; icon?; danger?; action? }[]', description: 'showcase.action.props.dropdown.items' },
        { name: 'icon', type: 'IconName', description: 'showcase.action.props.dropdown.icon' },
        { name: 'align', type: "'start' | 'end'", default: "'start'", description: 'showcase.action.props.dropdown.align' },
        {
          name: 'variant',
          type: "'primary' | 'secondary' | 'ghost'",
          default: "'secondary'",
          description: 'showcase.action.props.dropdown.variant',
        },
      ],
    },
  ],
  addons: [
    {
      component: 'InputAddon',
      props: [
        { name: 'id, name, label', type: 'string', description: 'showcase.addons.props.idNameLabel' },
        {
          name: 'type',
          type: "'text' | 'email' | 'search' | 'url' | 'number' | 'tel'",
          default: "'text'",
          description: 'showcase.addons.props.type',
        },
        { name: 'prefix / suffix', type: 'string', description: 'showcase.addons.props.prefixSuffix' },
        { name: 'icon', type: 'IconName', description: 'showcase.addons.props.icon' },
        { name: 'hint / error', type: 'string', description: 'showcase.addons.props.hintError' },
        { name: 'required, hideLabel', type: 'boolean', default: 'false', description: 'showcase.addons.props.requiredHideLabel' },
      ],
      slots: [{ name: 'end', type: 'Button', description: 'showcase.addons.props.slotEnd' }],
    },
  ],
  avatar: [
    {
      component: 'Avatar',
      props: [
        { name: 'name', type: 'string', description: 'showcase.avatar.props.name' },
        { name: 'src', type: 'string', description: 'showcase.avatar.props.src' },
        { name: 'size', type: "'sm' | 'md' | 'lg'", default: "'md'", description: 'showcase.avatar.props.size' },
        { name: 'status', type: "'online' | 'busy' | 'offline'", description: 'showcase.avatar.props.status' },
        { name: 'decorative', type: 'boolean', default: 'false', description: 'showcase.avatar.props.decorative' },
      ],
    },
  ],
  button: [
    {
      component: 'Button',
      props: [
        {
          name: 'variant',
          type: "'primary' | 'secondary' | 'ghost' | 'danger'",
          default: "'primary'",
          description: 'showcase.button.props.variant',
        },
        { name: 'size', type: "'sm' | 'md' | 'lg'", default: "'md'", description: 'showcase.button.props.size' },
        { name: 'href', type: 'string', description: 'showcase.button.props.href' },
        { name: 'type', type: "'button' | 'submit'", default: "'button'", description: 'showcase.button.props.type' },
        { name: 'disabled', type: 'boolean', default: 'false', description: 'showcase.button.props.disabled' },
        { name: 'block', type: 'boolean', default: 'false', description: 'showcase.button.props.block' },
      ],
      slots: [{ name: 'default', type: 'text, Icon', description: 'showcase.button.props.slotDefault' }],
    },
  ],
  card: [
    {
      component: 'Card',
      props: [
        { name: 'title', type: 'string', description: 'showcase.card.props.title' },
        { name: 'as', type: "'section' | 'article' | 'div'", default: "'section'", description: 'showcase.card.props.as' },
        { name: 'headingLevel', type: '2 | 3 | 4', default: '3', description: 'showcase.card.props.headingLevel' },
      ],
      slots: [
        { name: 'default', type: 'any', description: 'showcase.card.props.slotDefault' },
        { name: 'footer', type: 'any', description: 'showcase.card.props.slotFooter' },
      ],
    },
  ],
  flextable: [
    {
      component: 'FlexTable',
      props: [
        { name: 'caption', type: 'string', description: 'showcase.flextable.props.caption' },
        { name: 'columns', type: 'TableColumn[]', description: 'showcase.flextable.props.columns' },
        { name: 'rows', type: 'TableRow[]', description: 'showcase.flextable.props.rows' },
        {
          name: 'primary',
          type: 'string',
          default: (t) => t('showcase.flextable.props.primaryDefault'),
          description: 'showcase.flextable.props.primary',
        },
      ],
    },
  ],
  forms: [
    {
      component: 'Input / Textarea / Select',
      props: [
        { name: 'id', type: 'string', description: 'showcase.forms.props.id' },
        { name: 'name', type: 'string', description: 'showcase.forms.props.name' },
        { name: 'label', type: 'string', description: 'showcase.forms.props.label' },
        { name: 'hint', type: 'string', description: 'showcase.forms.props.hint' },
        { name: 'error', type: 'string', description: 'showcase.forms.props.error' },
        { name: 'required', type: 'boolean', default: 'false', description: 'showcase.forms.props.required' },
        {
          name: 'type (Input)',
          type: "'text' | 'email' | 'password' | 'search' | 'number' | 'tel' | 'url' | 'date'",
          default: "'text'",
          description: 'showcase.forms.props.type',
        },
        { name: 'options (Select)', type: '{ value; label; disabled? }[]', description: 'showcase.forms.props.options' },
        { name: '…rest', type: (t) => t('showcase.forms.props.restType'), description: 'showcase.forms.props.rest' },
      ],
    },
    {
      component: 'Checkbox / Switch / RadioGroup',
      props: [
        { name: 'id, name, label', type: 'string', description: 'showcase.forms.props.choiceIdNameLabel' },
        { name: 'hint, error', type: 'string', description: 'showcase.forms.props.choiceHintError' },
        { name: 'options (RadioGroup)', type: '{ value; label; hint?; disabled? }[]', description: 'showcase.forms.props.radioOptions' },
        { name: 'value (RadioGroup)', type: 'string', description: 'showcase.forms.props.radioValue' },
        { name: 'inline (RadioGroup)', type: 'boolean', default: 'false', description: 'showcase.forms.props.radioInline' },
      ],
    },
  ],
  icons: [
    {
      component: 'Icon',
      props: [
        { name: 'name', type: 'IconName', description: 'showcase.icons.props.name' },
        { name: 'size', type: 'number | string', default: "'1.25em'", description: 'showcase.icons.props.size' },
        { name: 'label', type: 'string', description: 'showcase.icons.props.label' },
      ],
    },
  ],
  modal: [
    {
      component: 'Modal',
      props: [
        { name: 'id', type: 'string', description: 'showcase.modal.props.id' },
        { name: 'title', type: 'string', description: 'showcase.modal.props.title' },
        { name: 'size', type: "'sm' | 'md' | 'lg'", default: "'md'", description: 'showcase.modal.props.size' },
        { name: 'dismissOnBackdrop', type: 'boolean', default: 'true', description: 'showcase.modal.props.dismissOnBackdrop' },
      ],
      slots: [
        { name: 'default', type: 'any', description: 'showcase.modal.props.slotDefault' },
        { name: 'footer', type: 'Button[]', description: 'showcase.modal.props.slotFooter' },
      ],
    },
  ],
  placeload: [
    {
      component: 'Placeload',
      props: [
        { name: 'lines', type: 'number', default: '3', description: 'showcase.placeload.props.lines' },
        { name: 'avatar', type: 'boolean', default: 'false', description: 'showcase.placeload.props.avatar' },
        { name: 'media', type: 'boolean', default: 'false', description: 'showcase.placeload.props.media' },
        { name: 'label', type: 'string', default: (t) => `'${t('ui.placeload.loading')}'`, description: 'showcase.placeload.props.label' },
      ],
    },
  ],
  plugins: [
    {
      component: 'CopyButton',
      props: [
        { name: 'text', type: 'string', description: 'showcase.plugins.props.text' },
        { name: 'target', type: 'string', description: 'showcase.plugins.props.target' },
        { name: 'label', type: 'string', default: (t) => `'${t('ui.copy.label')}'`, description: 'showcase.plugins.props.label' },
        {
          name: 'copiedLabel',
          type: 'string',
          default: (t) => `'${t('ui.copy.copied')}'`,
          description: 'showcase.plugins.props.copiedLabel',
        },
        { name: 'compact', type: 'boolean', default: 'false', description: 'showcase.plugins.props.compact' },
      ],
    },
    {
      component: 'SearchInput',
      props: [
        { name: 'id, label', type: 'string', description: 'showcase.plugins.props.idLabel' },
        { name: 'debounceMs', type: 'number', default: '200', description: 'showcase.plugins.props.debounceMs' },
        { name: 'filter', type: 'string', description: 'showcase.plugins.props.filter' },
        { name: 'name, placeholder, action', type: 'string', description: 'showcase.plugins.props.form' },
      ],
    },
  ],
  progress: [
    {
      component: 'Progress',
      props: [
        { name: 'value', type: 'number', description: 'showcase.progress.props.value' },
        { name: 'max', type: 'number', default: '100', description: 'showcase.progress.props.max' },
        { name: 'label', type: 'string', description: 'showcase.progress.props.label' },
        {
          name: 'color',
          type: "'accent' | 'success' | 'warning' | 'danger' | 'info'",
          default: "'accent'",
          description: 'showcase.progress.props.color',
        },
        { name: 'size', type: "'sm' | 'md' | 'lg'", default: "'md'", description: 'showcase.progress.props.size' },
        { name: 'hideLabel', type: 'boolean', default: 'false', description: 'showcase.progress.props.hideLabel' },
      ],
    },
  ],
  table: [
    {
      component: 'Table',
      props: [
        { name: 'caption', type: 'string', description: 'showcase.table.props.caption' },
        {
          name: 'columns',
          type: "{ key; label; type?: 'text' | 'number' | 'person' | 'tag'; hideLabel? }[]",
          description: 'showcase.table.props.columns',
        },
        {
          name: 'rows',
          type: 'Record<string, string | number | { label; color } | { label; href } | null>[]',
          description: 'showcase.table.props.rows',
        },
        { name: 'rowHeader', type: 'string', description: 'showcase.table.props.rowHeader' },
        { name: 'striped', type: 'boolean', default: 'false', description: 'showcase.table.props.striped' },
        { name: 'compact', type: 'boolean', default: 'false', description: 'showcase.table.props.compact' },
        { name: 'showCaption', type: 'boolean', default: 'true', description: 'showcase.table.props.showCaption' },
      ],
    },
  ],
  tabs: [
    {
      component: 'Tabs',
      props: [
        { name: 'tabs', type: '{ id: string; label: string; icon?: IconName }[]', description: 'showcase.tabs.props.tabs' },
        { name: 'label', type: 'string', description: 'showcase.tabs.props.label' },
        {
          name: 'selected',
          type: 'string',
          default: (t) => t('showcase.tabs.props.selectedDefault'),
          description: 'showcase.tabs.props.selected',
        },
        { name: 'variant', type: "'underline' | 'pills'", default: "'underline'", description: 'showcase.tabs.props.variant' },
      ],
      slots: [{ name: (t) => `<${t('showcase.tabs.props.slotName')}>`, type: 'any', description: 'showcase.tabs.props.slot' }],
    },
  ],
  tag: [
    {
      component: 'Tag',
      props: [
        {
          name: 'color',
          type: "'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info'",
          default: "'neutral'",
          description: 'showcase.tag.props.color',
        },
        { name: 'rounded', type: 'boolean', default: 'false', description: 'showcase.tag.props.rounded' },
      ],
      slots: [{ name: 'default', type: 'text, Icon', description: 'showcase.tag.props.slotDefault' }],
    },
  ],
  tooltip: [
    {
      component: 'Tooltip',
      props: [
        { name: 'text', type: 'string', description: 'showcase.tooltip.props.text' },
        {
          name: 'placement',
          type: "'top' | 'bottom' | 'start' | 'end'",
          default: "'top'",
          description: 'showcase.tooltip.props.placement',
        },
      ],
      slots: [{ name: 'default', type: (t) => t('showcase.tooltip.props.slotType'), description: 'showcase.tooltip.props.slot' }],
    },
  ],
};
