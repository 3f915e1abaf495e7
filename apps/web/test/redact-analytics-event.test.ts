import { describe, expect, it } from 'vitest'
import { redactAnalyticsEvent } from '@/lib/redact-analytics-event'

describe('redactAnalyticsEvent', () => {
  it("removes a reset link's token from the page URL, referrer and person properties", () => {
    const event = redactAnalyticsEvent({
      event: '$pageview',
      properties: {
        $current_url: 'https://courtside.example/reset-password?reset_password_token=s3cret',
        $pathname: '/reset-password',
        $referrer: 'https://mail.example/?x=1&token=jwt',
        nested: { urls: ['/socket?token=abc'] },
        points: 3,
      },
      $set_once: { $initial_current_url: 'https://courtside.example/reset-password?reset_password_token=s3cret' },
    })
    const text = JSON.stringify(event)
    expect(text).not.toContain('s3cret')
    expect(text).not.toContain('jwt')
    expect(text).not.toContain('token=abc')
    expect(event.properties).toMatchObject({ $pathname: '/reset-password', points: 3 })
    expect(event.event).toBe('$pageview')
  })

  it('lets a dropped event stay dropped', () => {
    expect(redactAnalyticsEvent(null)).toBeNull()
  })
})
