/** Official CSL styles (./csl, XML), imported as text (rspack: asset/source; vitest: ?raw). */
declare module '*.csl?raw' {
  const xml: string;
  export default xml;
}
declare module '@citation-js/core';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
declare module '@citation-js/plugin-ris';
