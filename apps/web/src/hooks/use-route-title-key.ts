import { useMatches } from 'react-router'

export interface RouteHandle {
  /** i18n key of the page name, used for the document title. */
  titleKey?: string
}

/** The i18n key of the deepest matched route that names its page, if any. */
export function useRouteTitleKey(): string | undefined {
  return [...useMatches()]
    .reverse()
    .map((match) => (match.handle as RouteHandle | undefined)?.titleKey)
    .find(Boolean)
}
