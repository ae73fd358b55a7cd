/** Every module's PersonalData port, in the export's order (privacy.module.ts lists them). */
export const PERSONAL_DATA_SOURCES = Symbol('PERSONAL_DATA_SOURCES');
