// One webpack configuration for the shell (host) and every remote, so that shared singletons,
// loaders and caching rules cannot drift apart between independently deployed bundles.
const path = require('node:path');
const fs = require('node:fs');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
// The remotes and their ports have one home, beside the route table that names them.
const remotes = require('../../packages/i18n/src/remotes.json');

/** Reads the installed version through node_modules folders: some packages do not export package.json. */
function packageVersion(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const pkgPath = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(pkgPath)) return JSON.parse(fs.readFileSync(pkgPath, 'utf8')).version;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

const thirdPartySingletons = ['react', 'react-dom', 'jotai', '@tanstack/react-query', 'react-intl'];
const ourPackages = [
  '@shop/i18n',
  '@shop/app-state',
  '@shop/ui',
  '@shop/api-client',
  '@shop/router',
];
/**
 * Bundled into every remote instead of shared: a remote's texts must travel with the remote, or a
 * new text would wait for a shell rebuild.
 */
const notShared = new Set([
  '@shop/i18n/messages',
  '@shop/i18n/messages/de',
  '@shop/i18n/messages/en',
  '@shop/ui/styles.css',
  // Reached only through @shop/ui's lazy MoneyLineChart (the export lets tests replace it): shared,
  // every container would build an echarts chunk of its own for it.
  '@shop/ui/chart-canvas',
]);

function packageExports(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const pkgPath = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(pkgPath))
      return Object.keys(JSON.parse(fs.readFileSync(pkgPath, 'utf8')).exports ?? { '.': '' });
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed for ${fromDir}`);
  }
}

/**
 * Every shared module is a singleton; subpaths are shared too (prefix keys for libraries, each
 * export for our packages), otherwise `react-dom/client` or `jotai/react` would load a second copy.
 */
function sharedConfig(appDir) {
  const shared = {};
  for (const name of thirdPartySingletons) {
    const version = packageVersion(name, appDir);
    const rule = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = rule;
    shared[`${name}/`] = rule;
  }
  for (const name of ourPackages) {
    const version = packageVersion(name, appDir);
    const rule = { singleton: true, requiredVersion: `^${version}`, version };
    for (const subpath of packageExports(name, appDir)) {
      const request = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      if (!notShared.has(request)) shared[request] = rule;
    }
  }
  return shared;
}

/**
 * A remote exposes each page module under `src/pages` and each widget under `src/widgets` by file
 * name ('./ProductPage' is src/pages/ProductPage.tsx), the names the route table uses. Only a
 * module with a default export is one (the federation loader draws the default): a widget that
 * only its own pages compose exports by name and stays inside the remote, so it adds nothing to
 * the remote's entry that every page loads.
 */
function conventionalExposes(dir) {
  const exposes = {};
  // Each remote's own texts (see notShared), one module per language: a page loads its own.
  for (const language of ['de', 'en'])
    if (fs.existsSync(path.join(dir, `src/messages-${language}.ts`)))
      exposes[`./messages-${language}`] = `./src/messages-${language}.ts`;
  for (const folder of ['pages', 'widgets']) {
    const full = path.join(dir, 'src', folder);
    if (!fs.existsSync(full)) continue;
    for (const file of fs.readdirSync(full)) {
      if (!/^[A-Z]\w*\.tsx$/.test(file)) continue;
      if (!/^export default /m.test(fs.readFileSync(path.join(full, file), 'utf8'))) continue;
      exposes[`./${file.replace(/\.tsx$/, '')}`] = `./src/${folder}/${file}`;
    }
  }
  return exposes;
}

/**
 * The federation runtime's core as one ES module. The bundler runtime imports it as ESM, the
 * shell's provided external runtime requires it as CommonJS: without this alias the shell's entry
 * carried both builds (about 95 KB of minified script to parse before the page can hydrate).
 */
function runtimeCoreModule() {
  const fromPlugin = require.resolve('@module-federation/runtime-tools/runtime-core', {
    paths: [require.resolve('@module-federation/enhanced/webpack')],
  });
  const core = require.resolve('@module-federation/runtime-core', {
    paths: [require.resolve('@module-federation/runtime/core', { paths: [fromPlugin] })],
  });
  return path.join(path.dirname(core), 'index.js');
}

/** Where a remote's server build lives, beside its browser build: `dist/server/`. */
const SERVER_DIR = 'server';

/** swc for TypeScript and JSX; the same options for the browser and the server build. */
function scriptRule(production) {
  return {
    test: /\.[cm]?tsx?$/,
    // Our packages ship TypeScript sources; node_modules ship JavaScript.
    exclude: /node_modules[\\/](?!@shop[\\/])/,
    use: {
      loader: require.resolve('swc-loader'),
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2022',
        },
      },
    },
  };
}

/**
 * The server build of a remote: the same exposed modules and shared singletons as the browser
 * build, as a CommonJS container the edge fetches over HTTP and runs in Node
 * (`@module-federation/node`'s runtime plugin loads the chunks from beside the entry). Styles
 * and pictures belong to the browser build; the server only needs their class names and URLs.
 */
function serverConfig({ name, dir, exposes, production }) {
  return {
    name: `${name}-server`,
    context: dir,
    // The container entry is the only entry; the federation plugin adds it.
    entry: {},
    target: 'async-node',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_DIR),
      filename: '[name].js',
      // Hashed so a new version never reuses a chunk the edge already holds.
      chunkFilename: '[name].[contenthash:12].js',
      // Chunks are found beside the remote entry the edge loaded (see runtimePlugin).
      publicPath: '',
      uniqueName: `${name}-server`,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js'] },
    module: {
      rules: [
        scriptRule(production),
        { test: /\.css$/, loader: require.resolve('./empty-module-loader.cjs') },
        {
          test: /\.(svg|png|jpe?g|webp|woff2?)$/,
          type: 'asset/resource',
          generator: { emit: false },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        library: { type: 'commonjs-module', name },
        remoteType: 'script',
        shared: sharedConfig(dir),
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        manifest: false,
        dts: false,
        shareStrategy: 'loaded-first',
      }),
    ],
    // Not minified: the edge's stack traces stay readable, and nothing here goes to a browser.
    optimization: { moduleIds: 'deterministic', chunkIds: 'deterministic', minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * Spec 4's build updates: every app publishes its build id in `builds/latest.json` (revalidated
 * on every load, like the entries) and the build's own `builds/meta/{id}.json`, which stays
 * after later deploys. The id is webpack's hash of the whole build, so a rebuild of unchanged
 * sources keeps it and open tabs are not reloaded for nothing.
 */
class BuildIdPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'BuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const info = { id: compilation.hash.slice(0, 20), timestamp: Date.now() };
          const json = new sources.RawSource(JSON.stringify(info));
          compilation.emitAsset('builds/latest.json', json);
          compilation.emitAsset(`builds/meta/${info.id}.json`, json);
        },
      );
    });
  }
}

/**
 * The host's first-load assets behind its async boundary (`import('./bootstrap')`): the edge
 * links their styles and preloads their scripts in the page it renders, so the browser fetches
 * them with main.js instead of after it. Written as `critical-assets.json` beside index.html.
 */
class CriticalAssetsPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CriticalAssetsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CriticalAssetsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const files = new Set();
          for (const entrypoint of compilation.entrypoints.values())
            for (const child of entrypoint.getChildren())
              for (const file of child.getFiles()) files.add(file);
          const list = [...files];
          const json = JSON.stringify({
            js: list.filter((file) => file.endsWith('.js')),
            css: list.filter((file) => file.endsWith('.css')),
          });
          compilation.emitAsset('critical-assets.json', new sources.RawSource(json));
        },
      );
    });
  }
}

/**
 * A remote's dev server listens on its `devPort` of remotes.json; the host names its own port.
 * A remote builds twice in production: for the browser (dist/) and for the edge's server-side
 * rendering (dist/server/), unless its pages are never rendered on the server (`serverBuild:
 * false`, the back-office). A host may name its entry, page template and output folder: the
 * shell builds the shop's page and the back-office's page, each a host of its own.
 * @param {{ name: string, dir: string, port?: number, host?: boolean, serverBuild?: boolean,
 *   entry?: string, template?: string, outDir?: string }} options
 */
function createConfig({
  name,
  dir,
  port = remotes[name]?.devPort,
  host = false,
  serverBuild = !host,
  entry = './src/index.ts',
  template = 'src/index.html',
  outDir = 'dist',
}) {
  if (port === undefined) throw new Error(`${name} is no remote of remotes.json and names no port`);
  const exposes = host ? {} : conventionalExposes(dir);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const browser = browserConfig(production);
    return !serverBuild || !production
      ? browser
      : [browser, serverConfig({ name, dir, exposes, production })];
  };
  function browserConfig(production) {
    return {
      name,
      context: dir,
      entry: { main: entry },
      target: 'web',
      // No source maps in production: dist/ is what gets published (the edge, the remotes'
      // static servers, any static host a remote is deployed to), and a map there hands out the
      // original sources. 'hidden-source-map' would only drop the comment, the files would still
      // be fetchable by name. Stack traces are read from a local build with maps instead.
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, outDir),
        // The federation runtime rejects a hashed entry name; entries are revalidated on every
        // load (ETag), chunks carry content hashes and are immutable.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        // The server build has its own folder and cleans it itself.
        clean: { keep: (asset) => asset.startsWith(`${SERVER_DIR}/`) },
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js'],
        alias: { '@module-federation/runtime-core$': runtimeCoreModule() },
      },
      module: {
        rules: [
          scriptRule(production),
          {
            test: /\.css$/,
            use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
          },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset/resource' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(host ? {} : { filename: 'remoteEntry.js', exposes }),
          shared: sharedConfig(dir),
          manifest: true,
          dts: false,
          shareStrategy: 'loaded-first',
          // One federation runtime for the page, provided by the shell: each remote entry
          // would otherwise carry its own copy.
          experiments: host ? { provideExternalRuntime: true } : { externalRuntime: true },
        }),
        new BuildIdPlugin(),
        new MiniCssExtractPlugin({
          filename: production ? '[name].[contenthash:12].css' : '[name].css',
          chunkFilename: production ? '[name].[contenthash:12].css' : '[name].css',
        }),
        ...(host
          ? [
              // The template writes the entry's script tag itself: `async`, which the plugin
              // does not offer (see src/index.html).
              new HtmlWebpackPlugin({
                template: path.join(dir, template),
                inject: false,
              }),
              new CriticalAssetsPlugin(),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json|svg)$/,
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json|svg)$/,
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]
          : []),
      ],
      optimization: {
        // Module ids stay stable across builds so unchanged chunks keep their hashes.
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
      },
      performance: { hints: false },
      devServer: {
        port,
        historyApiFallback: host,
        headers: host ? {} : { 'Access-Control-Allow-Origin': '*' },
        hot: false,
        liveReload: true,
        static: false,
      },
      stats: 'errors-warnings',
    };
  }
}

module.exports = { createConfig, conventionalExposes, SERVER_DIR };
