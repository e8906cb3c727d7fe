/** The API's own limits (docs/api.md), in one place: the action checks and bounds against these. */

/** A checkpoint's description: 1 to this many characters. */
export const DESCRIPTION_MAX_CHARS = 10_000

/** A branch's name: 1 to this many characters (names are unique within a project). */
export const BRANCH_NAME_MAX_CHARS = 1_000

/** A signed download link is a few hundred characters; a longer one is not a link the actions follow. */
export const MAX_LINK_CHARS = 8_192
