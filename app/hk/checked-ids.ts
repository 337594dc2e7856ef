/**
 * The ids of the checked records as an action receives them. The screen's toolbar submits them
 * as one field ("1,2" rather than one field per id), so they are split here.
 */
export const checkedIds = (ids: readonly string[]): string[] => ids.flatMap((id) => id.split(",")).filter((id) => id !== "");
