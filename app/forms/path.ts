/** The generated forms screen (menu `generatorform`). */
export const FORMS_PATH = "/generatorform";
