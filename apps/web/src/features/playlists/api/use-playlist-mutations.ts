import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreatePlaylistNoteInput, Playlist, PlaylistNote, UpdatePlaylistNoteInput } from '@courtside/contracts'
import { playlistDetailKey, playlistListKey } from '@/lib/queries/playlist-queries'
import {
  createPlaylistNote,
  deletePlaylist,
  deletePlaylistNote,
  sharePlaylist,
  unsharePlaylist,
  updatePlaylist,
  updatePlaylistNote,
} from './playlist-api'

/** Renames a playlist; the list and the playlist's page read the new title. */
export function useRenamePlaylist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, title }: { id: number; title: string }) => updatePlaylist(id, { title }),
    onSuccess: (playlist) => {
      client.setQueryData(playlistDetailKey(playlist.id), playlist)
      return client.invalidateQueries({ queryKey: playlistListKey() })
    },
  })
}

export function useDeletePlaylist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => deletePlaylist(id),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: playlistDetailKey(id) })
      return client.invalidateQueries({ queryKey: playlistListKey() })
    },
  })
}

export function useSharePlaylist(id: number) {
  return {
    share: useMutation({ mutationFn: () => sharePlaylist(id) }),
    unshare: useMutation({ mutationFn: () => unsharePlaylist(id) }),
  }
}

/** Adding, editing and deleting a playlist's notes, each written into the playlist's cached read. */
export function usePlaylistNotes(id: number) {
  const client = useQueryClient()
  const edit = (change: (notes: PlaylistNote[]) => PlaylistNote[]) =>
    client.setQueryData<Playlist>(playlistDetailKey(id), (p) => (p ? { ...p, notes: change(p.notes) } : p))
  return {
    create: useMutation({
      mutationFn: (note: CreatePlaylistNoteInput) => createPlaylistNote(id, note),
      onSuccess: (note) => edit((notes) => [...notes, note]),
    }),
    update: useMutation({
      mutationFn: ({ noteId, note }: { noteId: number; note: UpdatePlaylistNoteInput }) =>
        updatePlaylistNote(id, noteId, note),
      onSuccess: (note) => edit((notes) => notes.map((n) => (n.id === note.id ? note : n))),
    }),
    remove: useMutation({
      mutationFn: (noteId: number) => deletePlaylistNote(id, noteId),
      onSuccess: (_, noteId) => edit((notes) => notes.filter((n) => n.id !== noteId)),
    }),
  }
}
