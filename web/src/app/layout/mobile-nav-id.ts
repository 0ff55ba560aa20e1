/** The id of the menu's sheet on phones (mobile-nav.tsx), which the header's menu button controls. */
export const MOBILE_NAV_ID = 'app-menu-sheet'
