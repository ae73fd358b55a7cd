// grammar
export const GRAMMAR_ENGINE = Symbol('GRAMMAR_ENGINE');
// originality
export const FINGERPRINT_INDEX = Symbol('FINGERPRINT_INDEX');
export const ORIGINALITY_REPORT_STORE = Symbol('ORIGINALITY_REPORT_STORE');
export const PUBLISHED_TEXTS = Symbol('PUBLISHED_TEXTS');
export const TOOLS_PERSONAL_DATA = Symbol('TOOLS_PERSONAL_DATA');
