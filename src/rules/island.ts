/** The admin island's root element id; its props live in `#admin-root-props`. */
export const ADMIN_ISLAND_ID = 'admin-root';
