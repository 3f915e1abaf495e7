import fp from 'fastify-plugin'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { validatorCompiler } from '../lib/request-validation.ts'
import { serializerCompiler } from '../lib/response-serializer.ts'

/**
 * Routes declare the contracts' zod schemas for params, query, body and each response status (ADR 0024): requests
 * are parsed by them (failures become our 422/404 in errors-plugin.ts), responses are checked by them, and the
 * OpenAPI document served at /api/docs is generated from them. Registered before any route: swagger sees only the
 * routes added after it.
 */
export const docsPlugin = fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Courtside API',
          description:
            'Errors answer `{ message, code, errors? }`: `code` is stable, `message` its English text (ADR 0024).',
          version: '2',
        },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    })
    await app.register(swaggerUi, { routePrefix: '/api/docs' })
  },
  { name: 'docs' },
)
