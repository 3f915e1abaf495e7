import { useId } from 'react'
import { FolderOpenIcon } from 'lucide-react'
import { Label } from '@/components/ui/label'

/** A button-looking label that opens a video file of this device (the file itself is never uploaded). */
export function VideoFileButton({ label, onFile }: { label: string; onFile(file: File): void }) {
  const id = useId()
  return (
    <>
      <input
        id={id}
        type="file"
        accept="video/*"
        className="peer sr-only"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) onFile(file)
        }}
        data-testid="video-file"
      />
      <Label
        htmlFor={id}
        className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-border px-3 text-sm font-medium peer-focus-visible:ring-3 peer-focus-visible:ring-ring/50 hover:bg-muted md:h-9"
      >
        <FolderOpenIcon className="size-4" aria-hidden="true" />
        {label}
      </Label>
    </>
  )
}
