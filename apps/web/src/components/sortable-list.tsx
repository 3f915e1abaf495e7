import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { ArrowDownIcon, ArrowUpIcon, GripVerticalIcon } from 'lucide-react'
import { cn } from '@/lib/cn'

export interface SortableListItem {
  id: string
  label: string
  description?: string
}

export interface SortableListProps {
  items: SortableListItem[]
  /** The ids in their new order. */
  onReorder(ids: string[]): void
  /** Accessible name of the list, e.g. "Server order". */
  label: string
  className?: string
}

/**
 * A reorderable list (dnd-kit): drag by the handle with a pointer, or focus the handle and use Space, the arrow
 * keys and Space again; screen readers hear where the item is. Up/down buttons offer the same without dragging
 * (WCAG 2.5.7). Presentational: the parent keeps the order.
 */
export function SortableList({ items, onReorder, label, className }: SortableListProps) {
  const { t } = useTranslation()
  const instructionsId = useId()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  const ids = items.map((item) => item.id)

  const announcements = useMemo<Announcements>(() => {
    const labelOf = (id: UniqueIdentifier) => items.find((item) => item.id === String(id))?.label ?? String(id)
    const positionOf = (id: UniqueIdentifier | undefined) =>
      id === undefined ? 0 : items.findIndex((item) => item.id === String(id)) + 1
    const total = items.length
    return {
      onDragStart: ({ active }) =>
        t('scoring.sortable.picked', { item: labelOf(active.id), position: positionOf(active.id), total }),
      onDragOver: ({ active, over }) =>
        over
          ? t('scoring.sortable.moved', { item: labelOf(active.id), position: positionOf(over.id), total })
          : t('scoring.sortable.outside', { item: labelOf(active.id) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('scoring.sortable.dropped', { item: labelOf(active.id), position: positionOf(over.id), total })
          : t('scoring.sortable.outside', { item: labelOf(active.id) }),
      onDragCancel: ({ active }) => t('scoring.sortable.cancelled', { item: labelOf(active.id) }),
    }
  }, [items, t])

  const move = (from: number, to: number) => {
    if (to < 0 || to >= ids.length || from === to) return
    onReorder(arrayMove(ids, from, to))
  }

  const handleDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={handleDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('scoring.sortable.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <p id={instructionsId} className="sr-only">
          {t('scoring.sortable.instructions')}
        </p>
        <ol aria-label={label} className={cn('flex flex-col gap-2', className)} data-testid="sortable-list">
          {items.map((item, index) => (
            <SortableRow
              key={item.id}
              item={item}
              index={index}
              total={items.length}
              describedBy={instructionsId}
              onMove={(to) => move(index, to)}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}

function SortableRow({
  item,
  index,
  total,
  describedBy,
  onMove,
}: {
  item: SortableListItem
  index: number
  total: number
  describedBy: string
  onMove(to: number): void
}) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
  })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-testid="sortable-item"
      data-id={item.id}
      className={cn(
        'flex min-h-14 items-center gap-2 rounded-xl border border-border bg-card p-1.5 pr-2 shadow-xs',
        isDragging && 'relative z-10 shadow-lg ring-2 ring-ring/60',
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-describedby={describedBy}
        aria-label={t('scoring.sortable.handle', { item: item.label, position: index + 1, total })}
        className="inline-flex size-11 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring focus-visible:ring-offset-1 focus-visible:ring-offset-background active:cursor-grabbing"
      >
        <GripVerticalIcon className="size-5" aria-hidden="true" />
      </button>
      <span
        className="flex size-7 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold tabular-nums"
        aria-hidden="true"
      >
        {index + 1}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block truncate font-medium">{item.label}</span>
        {item.description && <span className="block truncate text-xs text-muted-foreground">{item.description}</span>}
      </span>
      <span className="flex shrink-0 gap-1">
        <button
          type="button"
          onClick={() => onMove(index - 1)}
          disabled={index === 0}
          aria-label={t('scoring.sortable.moveUp', { item: item.label })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-30 md:size-9"
        >
          <ArrowUpIcon className="size-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          onClick={() => onMove(index + 1)}
          disabled={index === total - 1}
          aria-label={t('scoring.sortable.moveDown', { item: item.label })}
          className="inline-flex size-11 items-center justify-center rounded-lg text-muted-foreground outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-3 focus-visible:ring-ring disabled:opacity-30 md:size-9"
        >
          <ArrowDownIcon className="size-4" aria-hidden="true" />
        </button>
      </span>
    </li>
  )
}
