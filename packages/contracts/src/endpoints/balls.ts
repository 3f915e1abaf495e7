import { idParamsSchema } from '../organization.ts'
import {
  ballCreatedSchema,
  ballParamsSchema,
  ballUpdatedSchema,
  createBallRequestSchema,
  undoBallQuerySchema,
  updateBallRequestSchema,
} from '../ball.ts'
import { matchResponseSchema } from '../match.ts'
import { clientErrors, endpoint } from './endpoint.ts'
import * as paths from './endpoint-paths.ts'

const tags = ['points'] as const
const params = idParamsSchema

/** 201, or 200 with the stored ball when its client_id was already recorded (a retry). */
export const recordBall = endpoint(paths.recordBall, {
  tags,
  params,
  body: createBallRequestSchema,
  responses: { 200: ballCreatedSchema, 201: ballCreatedSchema, ...clientErrors },
})

/** 409 'rescoreRequired' when the change gives the point to the other side without `rescore` (ADR 0036). */
export const editBall = endpoint(paths.editBall, {
  tags,
  params: ballParamsSchema,
  body: updateBallRequestSchema,
  responses: { 200: ballUpdatedSchema, ...clientErrors },
})

/** With a point's client_id it removes that point only if it is the last one (ADR 0038). */
export const undoLastBall = endpoint(paths.undoLastBall, {
  tags,
  params,
  query: undoBallQuerySchema,
  responses: { 200: matchResponseSchema, ...clientErrors },
})
