import { useEffect, type ComponentProps } from 'react'
import { Toaster } from 'sonner'
import { toasterMounted } from '@/lib/toast'

/** The app's one Toaster (loaded lazily); its listener is in place when this effect runs, after its child's. */
export function AppToaster(props: ComponentProps<typeof Toaster>) {
  useEffect(() => toasterMounted(), [])
  return <Toaster {...props} />
}
