import { useCallback, useRef, useState } from 'react'
import { useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { Match } from '@courtside/contracts'
import { matchBallsQueryOptions } from '@/features/matches/api/match-queries'
import { matchQueryOptions } from '@/lib/queries/match-queries'
import { MatchStatsScreen } from '@/features/match-stats/components/match-stats-screen'
import { VideoReviewPanel, type VideoReviewHandle } from '@/features/video-review/components/video-review-panel'
import { matchDetailKey } from '@/lib/query-keys'

/**
 * /matches/:id/scores — the match statistics (ADR 0020) with the video review (ADR 0037): the statistics offer
 * "play this point" once the panel has a synced video. A non-numeric id reads like an unknown match.
 */
export function MatchScoresPage() {
  const { id } = useParams()
  const matchId = /^[1-9][0-9]*$/.test(id ?? '') ? Number(id) : 0
  const queryClient = useQueryClient()
  const match = useQuery({ ...matchQueryOptions(matchId), enabled: matchId > 0 })
  // The points only matter to the video panel: shown to editors, and to watchers once a video is linked.
  const withVideo = match.data !== undefined && (match.data.can_edit || match.data.video !== null)
  const balls = useQuery({ ...matchBallsQueryOptions(matchId), enabled: withVideo })
  const video = useRef<VideoReviewHandle>(null)
  const [ready, setReady] = useState(false)
  const playPoint = useCallback((seq: number) => video.current?.playPoint(seq), [])

  const onMatchUpdated = (updated: Match) => {
    queryClient.setQueryData(matchQueryOptions(matchId).queryKey, updated)
    queryClient.setQueryData(matchDetailKey(matchId), updated)
  }
  const m = match.data
  const panel =
    m && withVideo && balls.data ? (
      <VideoReviewPanel
        ref={video}
        match={m}
        balls={balls.data}
        onMatchUpdated={onMatchUpdated}
        onReadyChange={setReady}
      />
    ) : undefined
  return (
    <MatchStatsScreen key={matchId} matchId={matchId} videoPanel={panel} onPlayPoint={ready ? playPoint : undefined} />
  )
}
