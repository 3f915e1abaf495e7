import { LoadingBlock } from './loading-block'
import { Spinner } from './ui/spinner'

/** A guest page's content while it loads: one centred spinner, announced once as "Loading…". */
export function LoadingSpinner() {
  return (
    <LoadingBlock className="flex justify-center py-16">
      <Spinner className="size-8" />
    </LoadingBlock>
  )
}
