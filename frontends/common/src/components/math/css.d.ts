/** Stylesheets are bundled by rspack (css/auto); importing one only adds it to the page. */
declare module '*.css';
