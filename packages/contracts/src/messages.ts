import {
  ACE_BY_RECEIVER,
  ATTRIBUTION_REFUSAL_MESSAGES,
  DOUBLE_FAULT_BY_RECEIVER,
  OTHER_NEEDS_WINNER_TEAM,
  SCORING_ERROR_MESSAGES,
  SERVE_RETURN_ERROR_BY_SERVER,
  SOCIAL_ERROR_MESSAGES,
  WINNER_TEAM_CONTRADICTS,
  type AttributionRefusalCode,
  type ScoringErrorCode,
  type SocialErrorCode,
} from '@courtside/domain'

/** Every user-facing validation and error text, written once. */
export const messages = {
  invalidEmail: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  passwordsDontMatch: "Passwords don't match",
  resetTokenRequired: 'Reset token is required',
  titleRequired: 'Title is required',
  organizationRequired: 'Organization is required',
  player1Required: 'Player 1 is required',
  playerNameRequired: 'Player name is required',
  eitherNameRequired: 'Either first name or last name is required',
  invalidServerOrder: 'Invalid server order - players must alternate between teams',
  invalidServer: 'Please select a valid player to set as server.',
  noPointsToRemove: 'No points to remove',
  noActiveBall: 'No active ball to update server for',
  invalidApiResponse: 'Invalid API response format',
  noJwt: 'No JWT token received',
  notFound: 'Not found',
  noOrganization: 'No organization found',
  noMatches: 'No matches found',
  userNotFound: 'User not found',
  anErrorOccurred: 'An error occurred',
  unauthorized: 'Unauthorized access',
  invalidCredentials: 'Invalid credentials',
  validationFailed: 'Validation failed',
  // ADR 0021: NUL and lone surrogates cannot be stored.
  unstorableText: 'Contains characters that cannot be saved',
  // ADR 0048: every text and date a request carries is bounded where it is read.
  textTooLong: 'This text is too long',
  dateOutOfRange: 'Choose a date between the years 1900 and 9999',
  headersTooLarge: 'Request headers are too large',
  urlTooLong: 'The address is too long',
  requestTimeout: 'The request took too long to arrive',
  passwordTooLong: 'Password must be at most 256 characters',
  malformedJson: 'Malformed JSON body',
  badRequest: 'Bad request',
  tooManyRequests: 'Too many attempts. Please wait a moment and try again.',
  resetTokenInvalid: 'Reset link is invalid or has expired',
  forgotPasswordSent: 'If an account exists for that address, we have sent a link to reset the password.',
  consentRevokeRefused: 'Consent cannot be revoked in the app. Please contact support to revoke it.',
  emailTaken: 'Email has already been taken',
  fieldRequired: 'This field is required',
  unsupportedMediaType: 'Unsupported content type: send JSON',
  payloadTooLarge: 'Request body is too large',
  serviceUnavailable: 'Service unavailable',
  analyticsUnreachable: 'Analytics service unreachable',
  // Athletes, matches and points (ADR 0013, ADR 0016).
  coachingNeedsConsent: 'Coaching an athlete needs their consent to save games',
  playerFullNameRequired: "Enter the new player's full name (first and last name)",
  pairSize: 'Each pair needs one player in singles and two in doubles',
  goldenAndStarPoint: 'Choose either golden point or star point, not both',
  decidingPointDisagrees: 'Golden point and star point must agree with the deciding point at deuce',
  setTieBreakAtInvalid: "Play the set's tie-break at games-all of its length or one game earlier",
  stopBeforeStart: 'Stop showing must be after start showing',
  invalidColor: 'Use a colour like #0ea5e9',
  clientIdRequired: 'client_id must be a UUID',
  coachViewerForbidden: 'Coach viewer accounts cannot manage athletes or organizations',
  organizationNotAdmin: 'Choose an organization where you are an admin or superadmin',
  playerInMatchTwice: 'A player can only be in a match once',
  forbidden: 'You do not have permission to change this match',
  quotaExceeded: 'You have used all pro games of this month. Upgrade to pro or create a free match.',
  // Match edit toasts.
  matchUpdateFailed: 'Failed to update match',
  backgroundUpdateFailed: 'Failed to update background',
  serverSettingsUpdateFailed: 'Failed to update server settings',
  matchDeleteFailed: 'Failed to delete match',
  // Recording points (ADR 0016).
  matchOver: 'The match is over: no more points can be added',
  freeMatchDetail:
    'Free matches record the winner, the finisher and the point type only. Upgrade to pro for shot detail.',
  finisherRequired: 'Choose the player who finished the point',
  notAMatchPlayer: 'Choose a player of this match',
  clientIdReused: 'This client_id was already used for a different point',
  recordingConflict: 'Another change to this match happened at the same time. Please try again.',
  // The scoring rules' refusals of a point (the domain's texts), so their answers carry a code too (ADR 0048).
  aceByReceiver: ACE_BY_RECEIVER,
  doubleFaultByReceiver: DOUBLE_FAULT_BY_RECEIVER,
  serveReturnErrorByServer: SERVE_RETURN_ERROR_BY_SERVER,
  otherNeedsWinnerTeam: OTHER_NEEDS_WINNER_TEAM,
  winnerTeamContradicts: WINNER_TEAM_CONTRADICTS,
  // The engine's other refusals (its codes, its texts); the rest of them are keys above.
  serverOrderPlayersChanged: 'The new server order must list the same players as the match',
  invalidRules: 'Invalid match rules',
  // ADR 0021: a match holds at most MATCH_POINT_LIMIT points.
  matchPointLimit: 'This match has reached the limit of 1500 points',
  // Match statistics filters (ADR 0020).
  statsSetInvalid: 'Choose a set of this match',
  statsPlayerInvalid: 'Choose a player of this match to filter by',
  // Toasts (the web app shows them through i18n keys of the same name, English value identical).
  welcomeBack: 'Welcome back!',
  accountCreated: 'Welcome! Your account has been created with a free license.',
  passwordResetSuccess: 'Password reset successful! You are now signed in.',
  loggedOut: 'Successfully logged out',
  failedToCreateAccount: 'Failed to create account',
  failedToSendResetEmail: 'Failed to send reset email',
  failedToResetPassword: 'Failed to reset password',
  somethingWentWrong: 'Something went wrong',
  failedToLoadLicense: 'Failed to load license information',
  failedToCreateCheckout: 'Failed to create checkout session',
  failedToAccessBillingPortal: 'Failed to access billing portal',
  connectRequestFailed: 'An error occurred while submitting your request. Please try again.',
  // Recording toasts (ADR 0016, web).
  failedToAddPoint: 'Failed to add point',
  failedToRemovePoint: 'Failed to remove point',
  failedToUpdateServer: 'Failed to update server',
  // Organizations (ADR 0025).
  organizationNameRequired: 'Name is required',
  subdomainInvalid: 'Use 2 to 63 lower-case letters, digits and dashes, starting and ending with a letter or digit',
  subdomainTaken: 'This subdomain is already taken',
  connectRequestPending: 'You have already asked to join this organization',
  alreadyMember: 'You are already a member of this organization',
  organizationAdminOnly: "Only the organization's admins and superadmins can do this",
  superadminOnly: 'Only a superadmin can give or take the superadmin role',
  lastSuperadmin: 'An organization needs at least one superadmin: make someone else superadmin first',
  memberNotFound: 'This person is not a member of the organization',
  playerNeedsConsent: 'Only athletes who consented to saving games can be shared with an organization',
  viewerCannotShare: 'Viewers cannot share athletes with an organization',
  apiKeyNameRequired: 'Give the key a name',
  apiKeyNotAllowed: 'An API key can only create and record matches of its organization',
  failedToLoadOrganizations: 'Failed to load organizations',
  disconnectFailed: 'Failed to disconnect from the organization',
  // Plans, billing and the account (ADR 0031).
  alreadyPro: 'You already have an active pro plan. Manage it in the billing portal.',
  noBillingAccount: 'There is no billing account yet: upgrade to pro first.',
  billingUnavailable: 'Payments are not available right now. Please try again later.',
  paymentsNotConfigured: 'Payments are not set up on this server',
  planProvidedByServer: 'This server gives every account the pro plan: there is nothing to pay',
  checkoutSessionNotFound: 'Checkout session not found',
  webhookSignatureInvalid: 'Webhook signature verification failed',
  webhookPayloadInvalid: 'Webhook payload is not a valid event',
  deleteConfirmMismatch: 'Type your e-mail address exactly to confirm',
  // ADR 0051: closing an account takes the current password.
  deletePasswordRequired: 'Enter your password to delete your account',
  deletePasswordIncorrect: 'That is not your current password',
  accountClosed: 'This account has been closed. Contact support within 30 days to restore it.',
  failedToUpdateSettings: 'Failed to save settings',
  failedToDeleteAccount: 'Failed to delete account',
  failedToExport: 'Failed to export your data',
  // The public scoreboard (ADR 0033).
  matchNotPublic: 'Only a public match can be shared',
  matchNotShownYet: 'This match is not shown yet',
  matchNoLongerShown: 'This match is no longer shown',
  // Tap times (ADR 0034).
  tapTimeOutOfRange: 'The tap time is too far from the current time',
  // Details later and serve detail (ADR 0036).
  doubleFaultOnFirstServe: 'A double fault is played on the second serve',
  nothingToChange: 'Send at least one field to change',
  rescoreRequired: 'This change gives the point to the other side. Confirm to rescore the match.',
  rescoreEndsMatchEarly: 'After this change the match would be over before its last recorded point',
  rescoreBreaksLaterPoint: 'After this change a later point no longer fits who serves it',
  videoUrlInvalid: 'Enter the web address (http or https) of a video',
  videoSyncPointMissing: 'Sync the video to a point of this match',
  // Offline recording: every operation names what it changes (ADR 0038).
  pointRemoved: 'This point was removed from the match and cannot be recorded again',
  notLastPoint: 'Points were recorded after this one, so it cannot be removed with undo',
  serverChangeOutdated: 'Points were recorded or removed since this server change was made',
  // Social sessions, Americano and Mexicano (docs/social-sessions.md): the domain's refusals, then the API's.
  ...SOCIAL_ERROR_MESSAGES,
  socialPlayerTwice: 'A player can only be in the session once',
  socialSessionCoachOnly: "Only the organization's admins and coaches can start a social session",
  socialSessionOrganizerOnly: "Only the session's organizer and the organization's admins can do this",
  socialMexicanoOnly: 'Only a Mexicano adds its rounds one by one: an Americano has every round from the start',
  socialRoundLimit: 'A social session has at most 60 rounds',
  // Club courts and the court wall (packages/contracts/src/court.ts).
  courtNotInOrganization: "Choose a court of the match's organization",
  courtNameTaken: 'The organization already has a court with this name',
  courtLimit: 'An organization can have at most 32 courts',
  courtPositionInvalid: "Choose a position within the organization's list of courts",
  // An athlete's focuses (packages/contracts/src/focus.ts).
  focusShotGroupNotAllowed: 'A shot group narrows only winners and errors per game',
  focusShareTarget: 'The target of a share of points is between 0 and 1',
  focusLimit: 'An athlete can have at most 20 focuses',
} as const

export type MessageKey = keyof typeof messages

/** The code of every refusal of the domain (its errors, the point attribution's and the social sessions' refusals). */
export type DomainRefusalCode = ScoringErrorCode | AttributionRefusalCode | SocialErrorCode

/**
 * Every domain refusal by its code. Typed so that a domain code that is not a key of `messages`, or whose text is not
 * the domain's very text, fails to compile: the API answers a refusal with its code and `messages[code]` (ADR 0024).
 */
export const domainRefusalMessages: { readonly [K in DomainRefusalCode]: (typeof messages)[K] } = {
  ...SCORING_ERROR_MESSAGES,
  ...ATTRIBUTION_REFUSAL_MESSAGES,
  ...SOCIAL_ERROR_MESSAGES,
}
