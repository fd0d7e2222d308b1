// Shared rspack 2 + Module Federation 2 config factory for the ScholarLens frontends.
// Used by frontends/{shell,discovery,institution,admin}/rspack.config.mjs.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Singletons shared across the federation (host provides, remotes consume). */
export const SHARED = {
  react: { singleton: true, requiredVersion: '^19.0.0' },
  'react/jsx-runtime': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom': { singleton: true, requiredVersion: '^19.0.0' },
  'react-dom/client': { singleton: true, requiredVersion: '^19.0.0' },
  'react-router': { singleton: true, requiredVersion: '^7.0.0' },
  '@tanstack/react-query': { singleton: true, requiredVersion: '^5.0.0' },
  '@mui/material': { singleton: true, requiredVersion: '^9.0.0' },
  '@mui/system': { singleton: true, requiredVersion: false },
  '@emotion/react': { singleton: true, requiredVersion: '^11.0.0' },
  '@emotion/styled': { singleton: true, requiredVersion: '^11.0.0' },
  '@scholarlens/common': { singleton: true, requiredVersion: false },
};

/**
 * @param {object} o
 * @param {string} o.dirname   package directory
 * @param {'host'|'remote'} o.kind
 * @param {string} o.name      federation name
 * @param {Record<string,string>} [o.exposes]
 * @param {number} o.port      dev-server port
 * @param {string} o.mode
 */
export function createConfig({ dirname, kind, name, exposes, port, mode }) {
  const prod = mode !== 'development';
  const isHost = kind === 'host';
  return {
    mode: prod ? 'production' : 'development',
    context: dirname,
    entry: { main: './src/index.ts' },
    devtool: prod ? false : 'cheap-module-source-map',
    output: {
      path: path.join(dirname, 'dist'),
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: prod ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: prod ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // citation-js imports node-fetch for URL inputs, which the browser never uses (it has fetch).
      alias: { 'node-fetch': false },
    },
    module: {
      rules: [
        // Official CSL citation styles (XML, discovery's paper/utils/csl), imported as text with ?raw.
        { test: /\.csl$/, resourceQuery: /raw/, type: 'asset/source' },
        // KaTeX's stylesheet and its math fonts (titles and abstracts carry TeX): native CSS, fonts as files.
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|ttf)$/, type: 'asset/resource' },
        {
          test: /\.[cm]?[jt]sx?$/,
          // Compile our own sources and @scholarlens/common (TS source, symlinked
          // in node_modules); leave third-party packages alone.
          exclude: (p) => /node_modules/.test(p) && !/[\\/]frontends[\\/]common[\\/]/.test(p) && !/@scholarlens[\\/]common/.test(p),
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: !prod } },
              target: 'es2022',
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
        shared: SHARED,
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
      new rspack.HtmlRspackPlugin({
        title: isHost ? 'ScholarLens' : `ScholarLens – ${name}`,
        chunks: ['main'],
        // Standalone remote dev server: absolute asset URLs so deep links work.
        ...(!isHost && !prod ? { publicPath: '/' } : {}),
        meta: { viewport: 'width=device-width, initial-scale=1', 'theme-color': '#1a3a6b' },
        templateContent: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${
          isHost ? 'ScholarLens' : `ScholarLens – ${name}`
        }</title></head><body><div id="root"></div></body></html>`,
      }),
    ],
    optimization: { minimize: prod },
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      ...(isHost
        ? { proxy: [{ context: ['/api', '/auth', '/remotes', '/remotes.json'], target: 'http://localhost:8080' }] }
        : {}),
    },
  };
}
