/// <reference types="astro/client" />

// Plain `tsc` cannot read .astro files (astro check can, and takes precedence over this): give .ts modules
// that re-export Astro components a type for them, so `npm run typecheck` covers both.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
