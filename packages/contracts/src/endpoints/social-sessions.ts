import { organizationParamsSchema, paginationQuerySchema } from '../organization.ts'
import {
  createSocialSessionRequestSchema,
  socialMatchParamsSchema,
  socialResultRequestSchema,
  socialSessionListSchema,
  socialSessionParamsSchema,
  socialSessionResponseSchema,
} from '../social-session.ts'
import { clientErrors, endpoint, noContent } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

// Who may call which is written on the schemas (social-session.ts); anyone who is not a connected member gets 404.
const tags = ['social sessions'] as const
const session = { 200: socialSessionResponseSchema, ...clientErrors } as const
const created = { 201: socialSessionResponseSchema, ...clientErrors } as const

/** The organization's sessions, newest first. */
export const listSocialSessions = endpoint(paths.listSocialSessions, {
  tags,
  params: organizationParamsSchema,
  query: paginationQuerySchema,
  responses: { 200: socialSessionListSchema, ...clientErrors },
})

/** Starts a session: an Americano with every round, a Mexicano with its first round (the list order). */
export const createSocialSession = endpoint(paths.createSocialSession, {
  tags,
  params: organizationParamsSchema,
  body: createSocialSessionRequestSchema,
  responses: created,
})

export const getSocialSession = endpoint(paths.getSocialSession, {
  tags,
  params: socialSessionParamsSchema,
  responses: session,
})

export const deleteSocialSession = endpoint(paths.deleteSocialSession, {
  tags,
  params: socialSessionParamsSchema,
  responses: { 204: noContent, ...clientErrors },
})

/** A Mexicano's next round from the standings; 422 while a result is missing, and for an Americano. */
export const createSocialRound = endpoint(paths.createSocialRound, {
  tags,
  params: socialSessionParamsSchema,
  responses: created,
})

/** Enters (or corrects) one court's result; unknown round or court 404. */
export const setSocialResult = endpoint(paths.setSocialResult, {
  tags,
  params: socialMatchParamsSchema,
  body: socialResultRequestSchema,
  responses: session,
})
