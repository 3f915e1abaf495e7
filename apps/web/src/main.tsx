import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { initAnalytics } from '@/lib/analytics'
import { initI18n } from '@/lib/i18n'
import { applyTheme } from '@/lib/theme'
// The entry point is the one module allowed to mount app/ (DESIGN §6: nothing else imports it).
import { App } from '@/app/app'

initI18n()
applyTheme()
initAnalytics()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
