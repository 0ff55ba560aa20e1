import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { cn } from './cn.ts'

interface CollapsibleProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The content of the toggle button. */
  trigger: ReactNode
  triggerClassName?: string
  children: ReactNode
}

/**
 * A disclosure whose content stays in the DOM when closed (hidden with CSS and `inert`, so it is
 * neither focusable nor read), animating its height over 200 ms. Radix Collapsible unmounts closed
 * content, which would hide the real menu from anyone inspecting it.
 */
export function Collapsible({ open, onOpenChange, trigger, triggerClassName, children }: CollapsibleProps) {
  const contentId = useId()
  return (
    <div data-state={open ? 'open' : 'closed'}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => onOpenChange(!open)}
        className={cn('group flex w-full items-center gap-2 text-left', triggerClassName)}
      >
        {trigger}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'ml-auto size-4 shrink-0 transition-transform duration-200',
            open ? 'rotate-0' : '-rotate-90',
          )}
        />
      </button>
      <div
        id={contentId}
        inert={!open}
        data-state={open ? 'open' : 'closed'}
        className={cn(
          'grid transition-[grid-template-rows,visibility] duration-200 ease-out motion-reduce:transition-none',
          open ? 'visible grid-rows-[1fr]' : 'invisible grid-rows-[0fr]',
        )}
      >
        <div className="min-h-0 overflow-hidden">{children}</div>
      </div>
    </div>
  )
}
