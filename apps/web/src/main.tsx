import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './index.css'
import { initAnalytics } from '@/lib/analytics'
import { detectLanguage, initI18n, loadTranslations } from '@/lib/i18n'
import { applyTheme } from '@/lib/theme'
import { startSessionCheck } from '@/lib/auth-session'
// The entry point is the one module allowed to mount app/ (ADR 0001: nothing else imports it).
import { App } from '@/app/app'

applyTheme()
initAnalytics()
// A stored token's check goes out now, beside the first screen's language and code.
startSessionCheck()

const root = document.getElementById('root')
if (!root) throw new Error('#root is missing from index.html')
// The first render waits for the page's language (its own small chunk, fetched alongside the app's code).
const language = detectLanguage()
void loadTranslations(language).then((texts) => {
  initI18n(language, { [language]: texts })
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
  // The offline shell (ADR 0038): registered after the first render, never in development.
  if (import.meta.env.PROD) void import('@/lib/register-service-worker').then((m) => m.registerServiceWorker())
})
