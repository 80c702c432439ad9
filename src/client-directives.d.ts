// The project's own client directive (astro.config.mjs, src/islands/directives/signed-in.ts).
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    'client:signed-in'?: boolean;
  }
}
