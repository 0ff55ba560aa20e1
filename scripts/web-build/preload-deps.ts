import type { OutputBundle } from 'rolldown'
import type { Plugin } from 'vite'

/**
 * What a lazy import preloads (Vite's `__vite__mapDeps` list, written into the importing chunk): the lazy
 * chunk's files without those the importing chunk imports statically. Those have run before the import can,
 * so preloading them again does nothing, but Vite lists them all: a page with a few lazy parts carried ~0.5 KB
 * gzip of file names it had already loaded (/retail, issue 14). CSS stays listed, as Vite adds it apart.
 * `plugin` keeps the bundle that `resolveDependencies` (build.modulePreload) reads; without it (another
 * order of Vite's hooks) the list is Vite's own.
 */
export function preloadOnlyWhatIsMissing() {
  let bundle: OutputBundle | undefined
  const plugin: Plugin = {
    name: 'mint:preload-only-what-is-missing',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output
      },
    },
  }
  /** Every chunk file the given chunk loads before it runs: its static imports, recursively. */
  const loadedWith = (fileName: string): Set<string> => {
    const seen = new Set<string>()
    const visit = (name: string) => {
      if (seen.has(name)) return
      seen.add(name)
      const chunk = bundle?.[name]
      if (chunk?.type === 'chunk') for (const dep of chunk.imports) visit(dep)
    }
    visit(fileName)
    return seen
  }
  const resolveDependencies = (
    _lazy: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ): string[] => {
    if (!bundle || context.hostType !== 'js' || bundle[context.hostId]?.type !== 'chunk') return deps
    const loaded = loadedWith(context.hostId)
    return deps.filter((dep) => !loaded.has(dep))
  }
  return { plugin, resolveDependencies }
}
