import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { FolderOpenIcon, HardDriveIcon } from 'lucide-react'
import { Label } from '@/components/ui/label'
import { openDeviceFile } from '../lib/device-files'

/** A match video that is a file on this device, not opened in this visit yet, and how many clips wait for it. */
export interface MissingFile {
  fileName: string
  matchTitles: string[]
  clips: number
}

/**
 * Asks for the video files the playlist's clips need (a file video is never uploaded, ADR 0068). Until a file is
 * opened, its clips are skipped; the file is matched by its name.
 */
export function DeviceFilePrompt({ files }: { files: readonly MissingFile[] }) {
  const { t } = useTranslation()
  if (files.length === 0) return null
  return (
    <section
      aria-labelledby="device-files-title"
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="device-files"
    >
      <h2 id="device-files-title" className="flex items-center gap-2 text-base font-semibold">
        <HardDriveIcon className="size-4" aria-hidden="true" />
        {t('playlists.files.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('playlists.files.description')}</p>
      <ul className="grid gap-2">
        {files.map((file) => (
          <FileRow key={file.fileName} file={file} />
        ))}
      </ul>
    </section>
  )
}

function FileRow({ file }: { file: MissingFile }) {
  const { t } = useTranslation()
  const id = useId()
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <span className="min-w-0 break-all">
        {t('playlists.files.skipped', { count: file.clips, matches: file.matchTitles.join(', ') })}
      </span>
      <input
        id={id}
        type="file"
        accept="video/*"
        className="sr-only"
        data-testid="device-file"
        onChange={(e) => {
          const chosen = e.target.files?.[0]
          // Chosen for this row, it serves the matches naming this file; under its own name too, for any others.
          if (!chosen) return
          openDeviceFile(file.fileName, chosen)
          if (chosen.name !== file.fileName) openDeviceFile(chosen.name, chosen)
        }}
      />
      <Label
        htmlFor={id}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted focus-within:ring-3 focus-within:ring-ring/50 md:h-9"
      >
        <FolderOpenIcon className="size-4" aria-hidden="true" />
        {t('playlists.files.open', { name: file.fileName })}
      </Label>
    </li>
  )
}
