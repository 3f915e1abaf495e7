// The heavy-work module's public door: the render pool, its limits and the renderers' bounds (ADR 0049). Other code
// imports only this file.
export { DEFAULT_HEAVY_WORK_LIMITS, type HeavyWorkLimits } from './heavy-work-limits.ts'
export {
  clipText,
  clipTexts,
  RENDER_NAME_MAX,
  RENDER_POINTS_MAX,
  RENDER_TEXT_MAX,
  REPORT_MAX_PAGES,
} from './render-bounds.ts'
export { createRenderPool, type RenderPool } from './render-pool.ts'
export { sendSerialized, serializeResponse } from './serialize-response.ts'
