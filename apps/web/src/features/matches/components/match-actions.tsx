import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { BarChart3Icon, EllipsisVerticalIcon, EyeIcon, PencilIcon, Trash2Icon } from 'lucide-react'
import type { Match } from '@courtside/contracts'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { EditTab } from './edit-match-dialog'

/** The row's actions: view, statistics, and for those who may change it, edit and delete. */
export function MatchActions({ match, onEdit }: { match: Match; onEdit: (match: Match, tab: EditTab) => void }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('matches.actions.label', { title: match.title })}
          data-testid={`match-actions-${match.id}`}
        >
          <EllipsisVerticalIcon aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="min-w-44">
        <DropdownMenuItem asChild>
          <Link to={`/matches/${match.id}`}>
            <EyeIcon aria-hidden="true" />
            {t('matches.actions.view')}
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`/matches/${match.id}/scores`}>
            <BarChart3Icon aria-hidden="true" />
            {t('matches.actions.statistics')}
          </Link>
        </DropdownMenuItem>
        {match.can_edit && (
          <>
            <DropdownMenuItem onSelect={() => onEdit(match, 'general')}>
              <PencilIcon aria-hidden="true" />
              {t('matches.actions.edit')}
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem
              onSelect={() => onEdit(match, 'delete')}
              className="text-destructive focus:text-destructive"
            >
              <Trash2Icon aria-hidden="true" />
              {t('matches.actions.delete')}
            </DropdownMenuItem>
          </>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
