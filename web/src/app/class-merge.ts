// The signed-in app's `cn` merges conflicting Tailwind classes (web/src/ui/cn.ts). Imported first by
// main.tsx, so it is installed before any component renders.
import { twMerge } from 'tailwind-merge'
import { installClassMerge } from '../ui/cn.ts'

installClassMerge(twMerge)
