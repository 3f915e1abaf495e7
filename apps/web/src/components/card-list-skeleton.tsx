import { LoadingBlock } from './loading-block'
import { Skeleton } from './ui/skeleton'

/** A list of cards while it loads: three rounded placeholders of the cards' height, announced once as "Loading…". */
export function CardListSkeleton({ cardClassName = 'h-20' }: { cardClassName?: string }) {
  return (
    <LoadingBlock className="grid gap-3">
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} className={`${cardClassName} w-full rounded-2xl`} />
      ))}
    </LoadingBlock>
  )
}
