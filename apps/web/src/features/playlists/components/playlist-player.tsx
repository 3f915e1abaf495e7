import { useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Minimize2Icon } from 'lucide-react'
import type { PlaylistNote } from '@courtside/contracts'
import { VideoPlayer } from '@/components/video-player/video-player'
import type { VideoPlayerHandle } from '@/components/video-player/video-player-handle'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useClipPlayback, type PlayableClip } from '../hooks/use-clip-playback'
import { usePlayerKeys } from '../hooks/use-player-keys'
import { useTvMode } from '../hooks/use-tv-mode'
import { currentNote, notesOf } from '../lib/clip-key'
import { ClipLabelView } from './clip-label-view'
import { ClipList } from './clip-list'
import { ClipNotes } from './clip-notes'
import { PlayerControls } from './player-controls'

export interface NoteTools {
  /** Edit and delete beside each note. */
  actions(note: PlaylistNote): ReactNode
  /**
   * The add-note form for the playing clip; `timeInClip` reads the video's second within the clip now; `pause` stops
   * the video (writing a note holds the clip, so the note lands on the clip the coach is looking at).
   */
  form(clip: PlayableClip, timeInClip: () => number, pause: () => void): ReactNode
}

export interface PlaylistPlayerProps {
  title: string
  clips: PlayableClip[]
  notes: readonly PlaylistNote[]
  /** A side's names when the match's players are known (the coach's view). */
  teamName?: (matchId: number, team: 0 | 1) => string | undefined
  /** The coach's note editing; a guest reads the notes only. */
  noteTools?: NoteTools
}

/**
 * The clips of a playlist back to back in one player (ADR 0068), with the playing clip's label and notes, the
 * clip list to jump to, the keys of usePlayerKeys, and the TV mode: the video, the label and the current note alone.
 * The layout keeps the player in one place of the tree in both modes, so entering TV mode never reloads the video.
 */
export function PlaylistPlayer({ title, clips, notes, teamName, noteTools }: PlaylistPlayerProps) {
  const { t } = useTranslation()
  const player = useRef<VideoPlayerHandle>(null)
  const playback = useClipPlayback(clips, player)
  const { tv, enter, leave } = useTvMode()
  usePlayerKeys(playback, clips.length > 0)
  const { current, time } = playback
  if (!current) return null
  const clipNotes = notesOf(notes, current)
  const big = tv ? currentNote(clipNotes, current, time) : null
  const matchTeam = teamName ? (team: 0 | 1) => teamName(current.match_id, team) : undefined

  return (
    <div
      data-testid={tv ? 'playlist-tv' : 'playlist-player'}
      className={cn(
        tv
          ? 'fixed inset-0 z-50 flex flex-col gap-[2vh] overflow-hidden bg-slate-950 p-[2vmin] text-white'
          : 'grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]',
      )}
    >
      <div className={cn(tv ? 'flex min-h-0 flex-1 flex-col gap-[2vh]' : 'grid min-w-0 content-start gap-4')}>
        <div className={cn('overflow-hidden rounded-lg bg-black', tv ? 'min-h-0 flex-1' : 'aspect-video')}>
          <VideoPlayer
            key={current.src}
            ref={player}
            src={current.src}
            title={t('playlists.player.video', { title })}
            onReady={playback.onReady}
            onTimeUpdate={playback.onTimeUpdate}
            className="size-full"
          />
        </div>
        <ClipLabelView label={current.label} teamName={matchTeam} tv={tv} />
        {tv ? (
          big && (
            <p
              className="rounded-[1vw] bg-black/40 px-[2vw] py-[1.5vh] text-[max(1.125rem,min(3vw,4.6vh))] leading-snug font-medium"
              data-testid="tv-note"
            >
              {big.text}
            </p>
          )
        ) : (
          <>
            <PlayerControls playback={playback} onTv={enter} />
            <section aria-labelledby="clip-notes-title" className="grid gap-3">
              <h2 id="clip-notes-title" className="text-base font-semibold">
                {t('playlists.notes.title')}
              </h2>
              <ClipNotes clip={current} notes={clipNotes} time={time} actions={noteTools?.actions} />
              {noteTools?.form(current, () => playback.timeNow() - current.start, playback.pause)}
            </section>
          </>
        )}
      </div>
      {tv ? (
        <Button
          variant="secondary"
          onClick={leave}
          className="absolute top-3 right-3 opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100"
        >
          <Minimize2Icon aria-hidden="true" />
          {t('playlists.player.leaveTvMode')}
        </Button>
      ) : (
        <ClipList clips={clips} index={playback.index} onSelect={playback.goTo} />
      )}
    </div>
  )
}
