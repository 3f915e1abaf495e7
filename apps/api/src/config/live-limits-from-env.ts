import { DEFAULT_LIVE_LIMITS, type LiveLimits } from '../live/live-limits.ts'
import { readInt, type Env } from './read-env.ts'

/** LIVE_…; unset values take DEFAULT_LIVE_LIMITS. */
export function liveLimitsFromEnv(env: Env): LiveLimits {
  return {
    maxSocketsPerUser: readInt(env, 'LIVE_MAX_SOCKETS_PER_USER', DEFAULT_LIVE_LIMITS.maxSocketsPerUser),
    maxSockets: readInt(env, 'LIVE_MAX_SOCKETS', DEFAULT_LIVE_LIMITS.maxSockets),
    maxGuestSocketsPerAddress: readInt(
      env,
      'LIVE_MAX_GUEST_SOCKETS_PER_ADDRESS',
      DEFAULT_LIVE_LIMITS.maxGuestSocketsPerAddress,
    ),
    maxBufferedBytes: readInt(env, 'LIVE_MAX_BUFFERED_BYTES', DEFAULT_LIVE_LIMITS.maxBufferedBytes),
    maxCommandsPerSecond: readInt(env, 'LIVE_MAX_COMMANDS_PER_SECOND', DEFAULT_LIVE_LIMITS.maxCommandsPerSecond),
    maxCommandBurst: readInt(env, 'LIVE_MAX_COMMAND_BURST', DEFAULT_LIVE_LIMITS.maxCommandBurst),
    maxQueuedCommands: readInt(env, 'LIVE_MAX_QUEUED_COMMANDS', DEFAULT_LIVE_LIMITS.maxQueuedCommands),
    listenHeartbeatMs: readInt(env, 'LIVE_LISTEN_HEARTBEAT_MS', DEFAULT_LIVE_LIMITS.listenHeartbeatMs),
  }
}
