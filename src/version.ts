// Kept equal to package.json's version by a unit test; importing package.json would bundle all of it.
export const VERSION = '1.0.0'
export const USER_AGENT = `checkpoint-action/${VERSION}`
