import { lazy, Suspense, useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useParams } from 'react-router'
import type { Match } from '@courtside/contracts'
import { matchBallsQueryOptions, matchQueryOptions } from '@/features/matches/api/match-queries'
import { matchKeys } from '@/features/matches/api/match-keys'
import { queryRoots } from '@/lib/query-keys'
import { MatchDetailView } from '@/features/matches/components/match-detail-view'
import { MatchRecorder } from '@/features/scoring/components/match-recorder'
import { usePendingBalls } from '@/features/scoring/hooks/use-pending-balls'
import type { VideoReviewHandle } from '@/features/video-review/components/video-review-panel'

// Shown on demand (a linked video, a point being edited): loaded then, not with the page (ADR 0041).
const PointEditor = lazy(() =>
  import('@/features/scoring/components/point-editor').then((m) => ({ default: m.PointEditor })),
)
const VideoReviewPanel = lazy(() =>
  import('@/features/video-review/components/video-review-panel').then((m) => ({ default: m.VideoReviewPanel })),
)

/**
 * /matches/:id. The matches feature shows the match; the scoring feature records points. They never import each
 * other, so this route hands the recorder the match and tells the matches caches what the recorder changed.
 */
export function MatchDetailPage() {
  const { id } = useParams()
  const matchId = Number(id)
  const queryClient = useQueryClient()
  const match = useQuery(matchQueryOptions(matchId))
  const balls = useQuery({ ...matchBallsQueryOptions(matchId), enabled: match.isSuccess })
  const [editing, setEditing] = useState<number[] | null>(null)
  const video = useRef<VideoReviewHandle>(null)
  const [videoReady, setVideoReady] = useState(false)
  // The timeline's waiting points follow a tap in a render of their own, after the recorder's new score is painted:
  // the rest of the page is not re-rendered on the tap's critical path (ADR 0040, tap to score).
  const pendingBalls = useDeferredValue(usePendingBalls(matchId))
  const playPoint = useCallback((seq: number) => video.current?.playPoint(seq), [])

  const onMatchUpdated = useCallback(
    (updated: Match) => {
      queryClient.setQueryData(matchKeys.detail(matchId), updated)
      void queryClient.invalidateQueries({ queryKey: matchKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard })
    },
    [queryClient, matchId],
  )
  const onBallsChanged = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: matchKeys.balls(matchId) }),
    [queryClient, matchId],
  )

  const recorder = useMemo(
    () =>
      match.data?.can_edit ? (
        <MatchRecorder
          match={match.data}
          onMatchUpdated={onMatchUpdated}
          onBallsChanged={onBallsChanged}
          balls={balls.data}
        />
      ) : undefined,
    [match.data, balls.data, onMatchUpdated, onBallsChanged],
  )
  const videoPanel = useMemo(
    () =>
      // Linked on the statistics page; once there, the timeline plays its points here too.
      match.data?.video && balls.data ? (
        <Suspense>
          <VideoReviewPanel
            ref={video}
            match={match.data}
            balls={balls.data}
            onMatchUpdated={onMatchUpdated}
            onReadyChange={setVideoReady}
          />
        </Suspense>
      ) : undefined,
    [match.data, balls.data, onMatchUpdated],
  )

  return (
    <>
      <MatchDetailView
        key={matchId}
        id={matchId}
        recorder={recorder}
        pendingBalls={pendingBalls}
        onEditPoints={setEditing}
        videoPanel={videoPanel}
        onPlayPoint={videoReady && match.data?.video ? playPoint : undefined}
      />
      {editing && match.data && balls.data && (
        <Suspense>
          <PointEditor
            key={editing.join(',')}
            match={match.data}
            balls={balls.data}
            ballIds={editing}
            onClose={() => setEditing(null)}
            onMatchUpdated={onMatchUpdated}
            onBallsChanged={onBallsChanged}
          />
        </Suspense>
      )}
    </>
  )
}
