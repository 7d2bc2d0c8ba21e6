/**
 * The framework every page pays for, as the performance budget counts it: React, Vike, i18next
 * and their bindings, with the packages they bundle (scheduler, @brillout/*) and the modules Vike
 * generates. Everything else in the client bundle is the site's own code.
 */
export const frameworkPackages =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|vike|vike-react|@brillout[\\/][^\\/]+|i18next|react-i18next)[\\/]/;

/**
 * The bundler's own runtime, which it writes into the output: Vite's helper that preloads a
 * dynamic import's dependencies, and Rolldown's module runtime. Toolchain, not the site's code.
 */
const bundlerRuntime = /^\0?(vite\/preload-helper|rolldown\/runtime)(\.js)?$/;

export const isFrameworkModule = (id: string) =>
  frameworkPackages.test(id) || /^\0?virtual:vike:/.test(id) || bundlerRuntime.test(id);
