import { EditorContent, useEditor, useEditorState } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import {
  Bold,
  Heading2,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
} from 'lucide-react'
import { type ReactNode, useEffect } from 'react'
import { cn } from '../ui/cn.ts'

/**
 * Rich text (field type `richtext`: an FAQ answer, a ticket reply) typed in TipTap (ProseMirror), loaded only by a
 * form that has such a field (form-field.tsx lazy-loads this module). The HTML it gives is only what the starter
 * kit makes (paragraphs, headings, bold, italic, strike, lists, quotes, code, links); whatever arrives, the server
 * keeps only its allow-list (server/areas/help/html.ts), so this editor is a convenience, never the guard.
 * Keyboard: the toolbar is one tab stop of buttons with names; Ctrl+B, Ctrl+I, Ctrl+Z work in the text.
 */
export default function RichTextEditor({
  id,
  label,
  value,
  onChange,
  onBlur,
  describedBy,
  invalid,
  disabled,
}: {
  id: string
  label: string
  value: string
  onChange: (html: string) => void
  onBlur?: () => void
  describedBy?: string | undefined
  invalid?: boolean
  disabled?: boolean
}) {
  const made = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false } })],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class:
          'prose-sm min-h-32 max-w-none px-3 py-2 outline-none [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold [&_blockquote]:border-l-2 [&_blockquote]:pl-3 [&_a]:text-primary [&_a]:underline',
      },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
    onBlur: () => onBlur?.(),
  })
  // TipTap's useEditor makes its editor during render and destroys it if the component has not mounted 1 ms later,
  // then makes another on mount. A render that takes longer to commit (a slow machine, a lazy chunk next to it)
  // hands this render an editor that is destroyed by the time the effects run, with a null schema: getHTML() then
  // threw and the whole page failed. A destroyed editor counts as none, at render and again in each effect.
  const editor = made && !made.isDestroyed ? made : null
  // A value set from outside (the form reset, a canned reply) replaces the text.
  useEffect(() => {
    if (editor && !editor.isDestroyed && value !== editor.getHTML() && !(value === '' && editor.isEmpty))
      editor.commands.setContent(value, { emitUpdate: false })
  }, [editor, value])
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled)
  }, [editor, disabled])
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      strike: e?.isActive('strike') ?? false,
      h2: e?.isActive('heading', { level: 2 }) ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      quote: e?.isActive('blockquote') ?? false,
      link: e?.isActive('link') ?? false,
    }),
  })
  if (!editor) return null
  const chain = () => editor.chain().focus()
  const tool = (name: string, active: boolean, run: () => void, icon: ReactNode) => (
    <button
      type="button"
      aria-label={name}
      title={name}
      aria-pressed={active}
      disabled={disabled}
      // A click keeps the focus in the text: the button taking it blurred the editor, and its focus() came back
      // only at the next frame, so what was typed right after the click went to the button (on a busy machine the
      // help e2e test lost the first letters after Tebal). From the keyboard the button is focused and run as usual.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        active && 'bg-muted text-foreground',
      )}
    >
      {icon}
    </button>
  )
  const setLink = () => {
    const previous = String(editor.getAttributes('link').href ?? '')
    const url = window.prompt('Alamat tautan (https://…); kosongkan untuk menghapus', previous)
    if (url === null) return
    if (url.trim() === '') chain().unsetLink().run()
    else chain().extendMarkRange('link').setLink({ href: url.trim() }).run()
  }
  const s = state ?? {
    bold: false,
    italic: false,
    strike: false,
    h2: false,
    bullet: false,
    ordered: false,
    quote: false,
    link: false,
  }
  const icon = 'size-4'
  return (
    <div
      className={cn(
        'rounded-md border bg-background focus-within:ring-2 focus-within:ring-ring',
        invalid && 'border-destructive',
        disabled && 'opacity-60',
      )}
    >
      <div role="toolbar" aria-label={`Format ${label}`} className="flex flex-wrap gap-0.5 border-b p-1">
        {tool('Tebal', s.bold, () => chain().toggleBold().run(), <Bold className={icon} />)}
        {tool('Miring', s.italic, () => chain().toggleItalic().run(), <Italic className={icon} />)}
        {tool('Coret', s.strike, () => chain().toggleStrike().run(), <Strikethrough className={icon} />)}
        {tool('Judul', s.h2, () => chain().toggleHeading({ level: 2 }).run(), <Heading2 className={icon} />)}
        {tool('Daftar berbutir', s.bullet, () => chain().toggleBulletList().run(), <List className={icon} />)}
        {tool(
          'Daftar bernomor',
          s.ordered,
          () => chain().toggleOrderedList().run(),
          <ListOrdered className={icon} />,
        )}
        {tool('Kutipan', s.quote, () => chain().toggleBlockquote().run(), <Quote className={icon} />)}
        {tool('Tautan', s.link, setLink, <LinkIcon className={icon} />)}
        {tool('Urungkan', false, () => chain().undo().run(), <Undo2 className={icon} />)}
        {tool('Ulangi', false, () => chain().redo().run(), <Redo2 className={icon} />)}
      </div>
      <EditorContent editor={editor} />
    </div>
  )
}
