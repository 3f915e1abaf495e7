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

  it('removes share, wall and reset tokens from every URL property PostHog sends, and keeps the rest readable', () => {
    const secrets = ['shareS3cret', 'wallS3cret', 'resetS3cret', 'otherS3cret', 'nestedS3cret']
    const page = 'https://courtside.example/live/shareS3cret?tv=1'
    const urls = {
      $current_url: page,
      $pathname: '/live/shareS3cret',
      $referrer: 'https://courtside.example/wall/wallS3cret',
      $prev_pageview_pathname: '/share/shareS3cret',
      $session_entry_url: 'https://courtside.example/reset-password?reset_password_token=resetS3cret',
      $session_entry_pathname: '/live/shareS3cret',
      $session_entry_referrer: 'https://courtside.example/invite?invite_token=otherS3cret',
      $elements_chain: 'a.underline:attr__href="/live/shareS3cret"nth-child="1"',
      $el_text: 'https://courtside.example/live/shareS3cret',
      $external_click_url: 'https://courtside.example/login?next=%2Fwall%2FnestedS3cret',
    }
    const initial = {
      $initial_current_url: page,
      $initial_pathname: '/live/shareS3cret',
      $initial_referrer: 'https://courtside.example/wall/wallS3cret',
    }
    const event = redactAnalyticsEvent({
      event: '$pageview',
      properties: { ...urls, ...initial, $set: initial, points: 3 },
      $set: { $current_url: page, $pathname: '/live/shareS3cret' },
      $set_once: initial,
    })
    const text = JSON.stringify(event)
    for (const secret of secrets) expect(text).not.toContain(secret)
    expect(event.properties).toMatchObject({
      $current_url: 'https://courtside.example/live/[redacted]?tv=1',
      $pathname: '/live/[redacted]',
      $referrer: 'https://courtside.example/wall/[redacted]',
      $session_entry_url: 'https://courtside.example/reset-password?reset_password_token=[redacted]',
      $session_entry_referrer: 'https://courtside.example/invite?invite_token=[redacted]',
      $external_click_url: 'https://courtside.example/login?next=[redacted]',
      $initial_pathname: '/live/[redacted]',
      points: 3,
    })
    expect(event.$set_once).toEqual({
      $initial_current_url: 'https://courtside.example/live/[redacted]?tv=1',
      $initial_pathname: '/live/[redacted]',
      $initial_referrer: 'https://courtside.example/wall/[redacted]',
    })
  })

  it('lets a dropped event stay dropped', () => {
    expect(redactAnalyticsEvent(null)).toBeNull()
  })
})
