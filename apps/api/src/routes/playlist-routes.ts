import type { FastifyInstance } from 'fastify'
import { endpoints } from '@courtside/contracts'
import { routeFromContract } from '../lib/route-from-contract.ts'
import type { AppContext } from '../app-context.ts'
import { authOf } from '../plugins/auth.ts'
import {
  createPlaylist,
  createPlaylistNote,
  deletePlaylistNote,
  updatePlaylistNote,
  deletePlaylist,
  getPlaylist,
  listPlaylists,
  sharePlaylist,
  unsharePlaylist,
  updatePlaylist,
} from '../modules/playlists/index.ts'

/** A coach's playlists (packages/contracts/src/playlist.ts): theirs alone, 404 for anyone else. */
export async function playlistRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }): Promise<void> {
  app.addHook('onRequest', app.authenticate)

  routeFromContract(app, endpoints.listPlaylists, {
    handler: async (request) => ({ playlists: await listPlaylists(ctx, authOf(request).user.id) }),
  })

  routeFromContract(app, endpoints.createPlaylist, {
    handler: async (request, reply) => {
      const playlist = await createPlaylist(ctx, authOf(request).user.id, request.body.playlist)
      return reply.code(201).send({ playlist })
    },
  })

  routeFromContract(app, endpoints.getPlaylist, {
    handler: async (request) => ({ playlist: await getPlaylist(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.updatePlaylist, {
    handler: async (request) => ({
      playlist: await updatePlaylist(ctx, authOf(request).user.id, request.params.id, request.body.playlist),
    }),
  })

  routeFromContract(app, endpoints.deletePlaylist, {
    handler: async (request, reply) => {
      await deletePlaylist(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.sharePlaylist, {
    handler: async (request) => ({ share: await sharePlaylist(ctx, authOf(request).user.id, request.params.id) }),
  })

  routeFromContract(app, endpoints.unsharePlaylist, {
    handler: async (request, reply) => {
      await unsharePlaylist(ctx, authOf(request).user.id, request.params.id)
      return reply.code(204).send(null)
    },
  })

  routeFromContract(app, endpoints.createPlaylistNote, {
    handler: async (request, reply) => {
      const { id } = request.params
      const note = await createPlaylistNote(ctx, authOf(request).user.id, id, request.body.note)
      return reply.code(201).send({ note })
    },
  })

  routeFromContract(app, endpoints.updatePlaylistNote, {
    handler: async (request) => {
      const { id, note_id } = request.params
      return { note: await updatePlaylistNote(ctx, authOf(request).user.id, id, note_id, request.body.note) }
    },
  })

  routeFromContract(app, endpoints.deletePlaylistNote, {
    handler: async (request, reply) => {
      await deletePlaylistNote(ctx, authOf(request).user.id, request.params.id, request.params.note_id)
      return reply.code(204).send(null)
    },
  })
}
