/** The action's own version, shown in the summary footer. Kept equal to package.json by a test. */
export const VERSION = '1.0.0'
