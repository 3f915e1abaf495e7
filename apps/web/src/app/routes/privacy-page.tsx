import { LegalDocument } from './terms-page'

/** Public privacy policy (/privacy). Layout and copy handling are shared with the terms page. */
export function PrivacyPage() {
  return <LegalDocument kind="privacy" />
}
