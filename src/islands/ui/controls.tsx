/** The React side of the UI kit in one import: fields, buttons, the form frame, load and error states. */
export * from './buttons.tsx';
export * from './feedback.tsx';
export * from './fields.tsx';
export * from './form.tsx';
export { useHydrated } from './hydrated.ts';
export * from './blocks.tsx';
