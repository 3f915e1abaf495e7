import { Component, type ReactNode } from 'react'

/**
 * Keeps a chart's failure local: if its lazily loaded code cannot be fetched (offline, or a new deployment replaced
 * the chunk) the page keeps its figures and the chart's text summary instead of falling to the route error screen.
 */
export class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children
  }
}
