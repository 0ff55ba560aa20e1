import { useEffect, useState } from 'react'

type Resources = typeof import('#contract/resources.ts')

let loaded: Resources | undefined
let loading: Promise<Resources> | undefined

/**
 * Every resource's declaration (contract/resources.ts), loaded on first use, for a form's ref fields to find
 * their resource's API: a page whose form names other resources then does not carry every declaration in
 * its first load (issue 12 budgets). Undefined until loaded.
 */
export function useResourceLookup(): Resources | undefined {
  const [resources, setResources] = useState(loaded)
  useEffect(() => {
    if (resources) return
    let live = true
    loading ??= import('#contract/resources.ts').then((m) => {
      loaded = m
      return m
    })
    void loading.then((m) => {
      if (live) setResources(m)
    })
    return () => {
      live = false
    }
  }, [resources])
  return resources
}
